// The user app's measured routes: where bench/web-lighthouse.mjs opens them, and the page module and first locale
// namespaces that make each one's initial JavaScript (apps/web/scripts/initial-size.mjs holds them to 150 KB gzip).
export const WEB_ROUTES = [
  { name: 'home', path: '/pages/index/index', page: 'src/features/home/pages/HomePage.tsx', namespaces: ['common', 'home', 'areas'] },
  { name: 'market', path: '/pages/market/index', page: 'src/features/market/pages/MarketPage.tsx', namespaces: ['common', 'market'] },
  { name: 'trade', path: '/pages/trade/index', page: 'src/features/spot/pages/TradePage.tsx', namespaces: ['common', 'spot'] },
  { name: 'assets', path: '/pages/assets/index', page: 'src/features/wallet/pages/AssetsPage.tsx', namespaces: ['common', 'wallet'], signedIn: true },
];

/** The initial JavaScript budget of every route, gzip, in kB of 1000 bytes (as Vite reports). */
export const INITIAL_JS_BUDGET_KB = 150;
