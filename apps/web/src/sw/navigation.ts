/**
 * What the service worker answers for a page it could not fetch (no network): the app shell for a page of the app
 * this browser has shown before (its chunks are cached), the translated offline page for any other. The API and the
 * back office are never the worker's to answer, online or not.
 */
export type OfflineAnswer = 'shell' | 'offline';

export const OFFLINE_URL = '/offline.html';
export const SHELL_URL = '/index.html';

export const isWorkerOwned = (pathname: string): boolean => !/^\/(api|admin)(\/|$)/.test(pathname);

/** The same paths as URL patterns, for the static routing API (the browser sends them to the network directly). */
export const BYPASS_PATTERNS = ['/api', '/api/*', '/admin', '/admin/*'] as const;

/** The key a shown page is remembered under: its path, without query or trailing slash ('/' stays '/'). */
export const pageKey = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

export function offlineAnswer(pathname: string, shown: (key: string) => boolean): OfflineAnswer {
  return shown(pageKey(pathname)) ? 'shell' : 'offline';
}
