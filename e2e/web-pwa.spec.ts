import { expect, test } from '@playwright/test';
import { shot } from './support/web';

type WebManifest = {
  name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

test('the installable app: manifest, service worker, the shell and the translated offline page without a network', async ({ page, context, request }) => {
  // The manifest and its icons.
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as WebManifest;
  expect(manifest).toMatchObject({ name: 'Candor', display: 'standalone', start_url: '/pages/index/index', theme_color: '#0b1220' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toContain('image/png');
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('[data-tab="market"]')).toBeVisible();

  // The worker installs and controls the page; the app keeps its current language's strings.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 }).toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // French from here on: the app reads its language from its stored session.
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('candor-session') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
    stored.state.lang = 'fr';
    window.localStorage.setItem('candor-session', JSON.stringify(stored));
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const frenchCached = (): Promise<number> => page.evaluate(async () => (await (await caches.open('candor-locales')).keys()).filter((r) => r.url.includes('/fr/')).length);
  await expect.poll(frenchCached, { timeout: 30_000 }).toBeGreaterThanOrEqual(13);
  const tabText = await page.locator('[data-tab="market"]').innerText();

  // No network: a reload still shows the app, in French.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-tab="market"]')).toHaveText(tabText);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await shot(page, 'pwa-offline-shell');

  // A page never shown: the offline page, translated.
  await page.goto('/pages/never/shown');
  await expect(page.locator('#offline-title')).toHaveText('Vous êtes hors ligne');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await shot(page, 'pwa-offline-page');

  // The API and the back office are not the worker's: without a network they fail, never the shell.
  expect(await page.evaluate(() => fetch('/api/area_code').then(() => 'answered', () => 'failed'))).toBe('failed');
  await expect(page.goto('/admin/')).rejects.toThrow();
  await context.setOffline(false);
});
