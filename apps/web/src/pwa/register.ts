/** The service worker's cache of locale files (pwa-plugin.ts, runtimeCaching): the same name on both sides. */
export const LOCALE_CACHE = 'candor-locales';

/** What the worker needs of the app, passed in so this chunk imports nothing of the app's shared code. */
export type LocaleSource = {
  currentLang: () => string;
  onLangChange: (listener: (lang: string) => void) => void;
  localeUrls: (lang: string) => string[];
};

type Caches = Pick<CacheStorage, 'open'>;

/** Puts every namespace of a language in the worker's locale cache (those already there are not fetched again). */
export async function keepLocale(urls: readonly string[], caches: Caches = window.caches): Promise<number> {
  const cache = await caches.open(LOCALE_CACHE);
  const missing = (await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? null : url)))).filter((u): u is string => u !== null);
  if (missing.length > 0) await cache.addAll(missing);
  return missing.length;
}

/** Registers the worker (it precaches the app shell), then keeps the current language, and any language chosen later. */
export async function registerServiceWorker(source: LocaleSource): Promise<void> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  await keepLocale(source.localeUrls(source.currentLang()));
  source.onLangChange((lang) => { void keepLocale(source.localeUrls(lang)).catch(() => undefined); });
}
