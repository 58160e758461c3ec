import { expect, test } from '@playwright/test';
import { dataOf, startOwnServer, type OwnServer } from './support/own-server';
import { startTestFeed, type TestFeed } from './support/test-feed';
import { shot } from './support/web';

test.describe.configure({ mode: 'serial' });

/**
 * Where prices come from, as a visitor sees it: the simulated feed (the shared server) puts a "simulated prices" banner
 * on the trading pages; a server following a real-format stream shows none, and when one market's stream goes silent
 * its trade page says trading on it is paused, while a market that keeps ticking trades on.
 */
test('simulated prices banner on the trading pages of the simulation', async ({ page }) => {
  await page.goto('/pages/trade/index');
  await expect(page.getByTestId('simulated-banner')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('simulated-banner')).toContainText('Simulated prices');
  await shot(page, 'feed-simulated-spot');
  await page.goto('/pages/option/detail?symbol=BTC/USDT');
  await expect(page.getByTestId('simulated-banner')).toBeVisible();
  await shot(page, 'feed-simulated-options');
});

let feed: TestFeed;
let server: OwnServer;
let pusher: NodeJS.Timeout | null = null;

test.describe('a real-format stream that goes silent for one market', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    feed = await startTestFeed();
    server = await startOwnServer({ MARKET_FEED: 'binance', MARKET_FEED_URL: feed.url, MARKET_STALE_MS: '2000', MARKET_MAKER: '0', SIM_PARTICIPANTS: '0' });
    await feed.connected();
    // BTC keeps trading; ETH trades once, then its stream goes silent.
    feed.trade('ETH/USDT', '3400');
    pusher = setInterval(() => feed.trade('BTC/USDT', '96000'), 300);
  });

  test.afterAll(async () => {
    if (pusher) clearInterval(pusher);
    await server?.stop();
    await feed?.close();
  });

  test('the silent market is paused on its trade page; the ticking one is not; no simulated banner', async ({ page }) => {
    await expect.poll(async () => (await dataOf<{ stale: string[] }>(server.api.get('/api/market/feed'))).stale, { timeout: 20_000 }).toContain('ETH/USDT');
    const status = await dataOf<{ source: string; simulated: boolean; stale: string[] }>(server.api.get('/api/market/feed'));
    expect(status).toMatchObject({ source: 'binance', simulated: false });
    expect(status.stale).not.toContain('BTC/USDT');
    await page.goto(`${server.baseURL}/pages/lever/index?symbol=ETH/USDT`);
    await expect(page.getByTestId('stale-banner')).toHaveAttribute('data-stale', 'ETH/USDT', { timeout: 30_000 });
    await expect(page.getByTestId('stale-banner')).toContainText('Trading paused on ETH/USDT');
    await expect(page.getByTestId('simulated-banner')).toHaveCount(0);
    await shot(page, 'feed-stale-futures');
    await page.goto(`${server.baseURL}/pages/lever/index?symbol=BTC/USDT`);
    await expect(page.getByTestId('lever-mark')).toContainText('96,000', { timeout: 30_000 });
    await expect(page.getByTestId('stale-banner')).toHaveCount(0);
    await expect(page.getByTestId('simulated-banner')).toHaveCount(0);
  });
});
