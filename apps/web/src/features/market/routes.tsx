import type { PageRoute } from '../../app/lazy';

const ns = ['market'] as const;

export const marketRoutes: readonly PageRoute[] = [
  { path: '/pages/market/index', load: () => import('./pages/MarketPage'), ns },
  { path: '/pages/trade/kline', load: () => import('./pages/KlinePage'), ns: [...ns, 'notifications'] },
  { path: '/pages/usstock/index', load: () => import('./pages/UsStocksPage'), ns },
  { path: '/pages/usstock/detail', load: () => import('./pages/UsStockDetailPage'), ns: [...ns, 'notifications'] },
  { path: '/pages/CryptocurrencyList/CryptocurrencyList', load: () => import('./pages/CryptoListPage'), ns },
];
