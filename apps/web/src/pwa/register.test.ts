import { describe, expect, it } from 'vitest';
import { keepLocale, LOCALE_CACHE } from './register';
import { startServiceWorker } from './index';

function fakeCaches(seed: string[] = []) {
  const stored = new Set(seed);
  const opened: string[] = [];
  const added: string[][] = [];
  const cache = {
    match: async (url: string) => (stored.has(url) ? new Response('{}') : undefined),
    addAll: async (urls: string[]) => { added.push(urls); urls.forEach((u) => stored.add(u)); },
  };
  return { opened, added, caches: { open: async (name: string) => { opened.push(name); return cache as unknown as Cache; } } };
}

describe('the current language kept for offline use', () => {
  it('adds the namespaces not cached yet to the worker’s locale cache, and nothing when all are there', async () => {
    const fake = fakeCaches(['/locales/v/fr/common.json']);
    const urls = ['/locales/v/fr/common.json', '/locales/v/fr/home.json', '/locales/v/fr/market.json'];
    expect(await keepLocale(urls, fake.caches)).toBe(2);
    expect(fake.opened).toEqual([LOCALE_CACHE]);
    expect(fake.added).toEqual([['/locales/v/fr/home.json', '/locales/v/fr/market.json']]);
    expect(await keepLocale(urls, fake.caches)).toBe(0);
    expect(fake.added).toHaveLength(1);
  });
});

describe('starting the service worker', () => {
  const source = { currentLang: () => 'en', onLangChange: () => undefined, localeUrls: () => [] };

  it('does nothing in development or without service workers', () => {
    const win = { navigator: {}, document: { readyState: 'complete' } } as unknown as Window;
    expect(startServiceWorker(source, win, true)).toBe(false);
    expect(startServiceWorker(source, { ...win, navigator: { serviceWorker: {} }, caches: {} } as unknown as Window, false)).toBe(false);
  });

  it('waits for the page to load before registering', () => {
    const listeners: string[] = [];
    const win = {
      navigator: { serviceWorker: {} }, caches: {}, document: { readyState: 'loading' },
      addEventListener: (type: string) => listeners.push(type),
    } as unknown as Window;
    expect(startServiceWorker(source, win, true)).toBe(true);
    expect(listeners).toEqual(['load']);
  });
});
