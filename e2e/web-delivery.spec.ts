import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './support/own-server';
import { shot } from './support/web';

/**
 * Delivery under a real rate limit: a server of the spec's own whose API allows an address few anonymous calls a
 * minute, so the limit is surely used up while the pages load. Static files (chunks, CSS, favicon, locale files,
 * index.html) must never be refused, and no page may be blank.
 */
let server: OwnServer;
let context: BrowserContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startOwnServer({ RATE_LIMIT_ANON_PER_MINUTE: '30', RATE_LIMIT_PER_MINUTE: '600', RATE_LIMIT_AUTH_PER_MINUTE: '60' });
  // No service worker: every page load must reach the server (and page.route must see the chunk requests).
  context = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 390, height: 844 }, baseURL: server.baseURL, serviceWorkers: 'block' });
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const PAGES = ['/pages/index/index', '/pages/market/index', '/pages/option/detail', '/pages/finance/index', '/pages/profile/index', '/pages/user/login/login'];

/** What the page shows is more than the boot spinner: the app's frame with text in it. */
async function expectNotBlank(page: Page, url: string): Promise<void> {
  await expect(page.locator('.c-frame'), url).toBeVisible();
  await expect.poll(async () => (await page.locator('#root').innerText()).trim().length, { message: url }).toBeGreaterThan(20);
  await expect(page.getByTestId('boot-error'), url).toHaveCount(0);
}

test('60 page loads in a minute from one address: no static file refused, no blank page, the API limit in force', async () => {
  test.setTimeout(180_000);
  const page = await context.newPage();
  // Every load fetches every file again (as 60 different phones behind one carrier address would).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Use up the address's anonymous API budget first: the pages below load while the API refuses this address.
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) statuses.push((await context.request.get('/api/area_code')).status());
  expect(statuses.at(-1)).toBe(429);
  const refused: string[] = [];
  let staticFiles = 0;
  let apiLimited = 0;
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin !== server.baseURL) return;
    if (url.pathname.startsWith('/api/')) {
      if (res.status() === 429) apiLimited++;
      return;
    }
    staticFiles++;
    if (res.status() >= 400) refused.push(`${res.status()} ${url.pathname}`);
  });
  const toasts: string[] = [];
  const started = Date.now();
  for (let i = 0; i < 60; i++) {
    const url = PAGES[i % PAGES.length] ?? '/';
    await page.goto(url);
    await expectNotBlank(page, url);
    const toast = page.locator('.adm-toast-main');
    if (await toast.count()) toasts.push(await toast.innerText());
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`60 page loads in ${seconds.toFixed(1)} s: ${staticFiles} static responses, ${apiLimited} API calls answered 429`);
  expect(refused).toEqual([]);
  expect(staticFiles).toBeGreaterThan(60 * 5);
  expect(apiLimited, 'the pages called the API while its limit was used up').toBeGreaterThan(0);
  // A refused call says to wait, never to check the connection.
  for (const text of toasts) expect(text).not.toMatch(/connection/i);
  await page.goto('/pages/market/index');
  await expectNotBlank(page, 'market after the limit');
  // The market's reads are refused (silent ones: the page shows its own loading state and tries again later).
  await shot(page, 'delivery-market-api-limited');
  await page.close();
});

test('a chunk missing after a release reloads the page once; missing for good, the retry screen, no loop', async () => {
  const page = await context.newPage();
  let loads = 0;
  page.on('load', () => { loads++; });
  const chunk = /\/assets\/SettingsPage-[^/]+\.js$/;
  // A release replaced the settings chunk: the page loaded before it cannot get it (the old name is gone); a page
  // loaded after it (the reload, with the new index.html) can.
  let refused = 0;
  await page.route(chunk, async (route) => {
    if (loads < 2) {
      refused++;
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    } else {
      await route.continue();
    }
  });
  await page.goto('/pages/profile/index');
  await expect(page.getByTestId('me')).toBeVisible();
  await page.locator('[data-entry="settings"]').click();
  await expect(page.getByTestId('app-version')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/settings\/index$/);
  expect(refused).toBeGreaterThan(0);
  expect(loads).toBe(2);
  expect(await page.evaluate(() => window.sessionStorage.getItem('candor.chunkReloadAt'))).not.toBeNull();
  await shot(page, 'delivery-chunk-reloaded');

  // Gone for good (offline, or the server lost it) on a fresh tab: one reload, then the retry screen, and it stays.
  const again = await context.newPage();
  let againLoads = 0;
  again.on('load', () => { againLoads++; });
  await again.route(chunk, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await again.goto('/pages/profile/index');
  await expect(again.getByTestId('me')).toBeVisible();
  await again.locator('[data-entry="settings"]').click();
  await expect(again.getByTestId('chunk-error')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect.poll(() => againLoads).toBe(2);
  await shot(again, 'delivery-chunk-retry');
  await again.close();
  await page.close();
});
