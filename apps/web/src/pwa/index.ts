import type { LocaleSource } from './register';

/**
 * Starts the service worker once the page has loaded and the browser is idle, so its precache never competes with
 * the first paint; its code is fetched only then. Production builds only (the dev server has no worker).
 */
export function startServiceWorker(source: LocaleSource, win: Window = window, prod: boolean = import.meta.env.PROD): boolean {
  if (!prod || !('serviceWorker' in win.navigator) || !('caches' in win)) return false;
  const register = (): void => {
    void import('./register').then((m) => m.registerServiceWorker(source)).catch(() => undefined);
  };
  const whenIdle = (): void => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 5000 });
    else win.setTimeout(register, 1000);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return true;
}
