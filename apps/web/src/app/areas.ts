/**
 * Product areas: the name key of each, the page a shortcut opens, and which paths of routes.md belong to it.
 * Pages of areas that later issues build show an honest "coming" page until then.
 */
export type AreaKey =
  | 'market' | 'spot' | 'options' | 'futures' | 'assets' | 'transfer' | 'c2c' | 'ieo' | 'deposit' | 'withdraw' | 'wallet'
  | 'swap' | 'coins' | 'finance' | 'quantify' | 'mining' | 'loan' | 'news' | 'referral' | 'help' | 'kyc' | 'bank'
  | 'address' | 'notice' | 'publication' | 'nft' | 'usstock' | 'webview' | 'location' | 'info_notification' | 'info_faq'
  | 'info_privacy' | 'info_legal' | 'info_supervision' | 'info_whitepaper' | 'info_registration' | 'info_articles'
  | 'info_stock' | 'info_certificate' | 'info_tax' | 'info_team';

export type ComingPage = { path: string; area: AreaKey; auth?: boolean };

const page = (area: AreaKey, paths: string[], auth = false): ComingPage[] => paths.map((path) => ({ path, area, auth }));

/**
 * Every path of routes.md that a later issue builds. None is left (the last four, webview, template and the location
 * pages, are features/content's); the mechanism stays for a page added to routes.md before its feature.
 */
export const COMING_PAGES: readonly ComingPage[] = [];

/** Builds entries of COMING_PAGES for an area. */
export const comingPagesOf = page;

const BY_PATH = new Map(COMING_PAGES.map((p) => [p.path, p]));

export function comingPageOf(pathname: string): ComingPage | undefined {
  return BY_PATH.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}

/** The shortcut of each product area: where it opens. */
export const AREA_HOME: Readonly<Partial<Record<AreaKey, string>>> = {
  spot: '/pages/trade/index', futures: '/pages/lever/index', options: '/pages/option/detail', swap: '/pages/wallet/swap/index',
  deposit: '/pages/assets/deposit/index', withdraw: '/pages/assets/withdraw/index', transfer: '/pages/assets/transfer/index',
  wallet: '/pages/wallet/index', c2c: '/pages/assets/c2c/index', finance: '/pages/finance/index', quantify: '/pages/quantify/index',
  mining: '/pages/mining/index', loan: '/pages/loan/index', ieo: '/pages/assets/ieo/index', publication: '/pages/publication/index',
  usstock: '/pages/usstock/index', nft: '/pages/nft/index', news: '/pages/news/index', notice: '/pages/notice/index',
  referral: '/pages/promotion/index', help: '/pages/help-center/center', kyc: '/pages/verification/index', market: '/pages/market/index',
  assets: '/pages/assets/index', coins: '/pages/CryptocurrencyList/CryptocurrencyList', bank: '/pages/bankbind/index',
  address: '/pages/address/index',
};
