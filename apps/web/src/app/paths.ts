/** Paths the app shell itself needs; every other path belongs to a feature's routes. */
export const HOME_PATH = '/pages/index/index';
export const LOGIN_PATH = '/pages/user/login/login';
export const REGISTER_PATH = '/pages/user/login/register/index';
export const NOT_FOUND_PATH = '/pages/user/login/404';

/** The tab bar of the product decisions, in order. */
export const TABS = [
  { key: 'home', path: '/pages/index/index' },
  { key: 'market', path: '/pages/market/index' },
  { key: 'trade', path: '/pages/option/detail' },
  { key: 'finance', path: '/pages/finance/index' },
  { key: 'assets', path: '/pages/assets/index' },
  { key: 'me', path: '/pages/profile/index' },
] as const;

export type TabKey = (typeof TABS)[number]['key'];

export const isTabPath = (pathname: string): boolean => TABS.some((t) => t.path === stripSlash(pathname));

export function stripSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Every auth page lives under this prefix; a not-logged-in answer there does not redirect to login again. */
export const AUTH_PATH_PREFIX = '/pages/user/login/';
