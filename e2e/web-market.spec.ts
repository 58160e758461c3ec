import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, loginByEmail, shot, uniqueEmail } from './support/web';

test.describe.configure({ mode: 'serial' });

const PRICE = /\d/;

/** The e2e server starts on a fresh database and back-fills its simulated history in the background: wait for prices. */
async function waitForFeed(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => {
    const res = await request.get('/api/currency/quotation_new');
    const body = (await res.json()) as { data?: Array<{ price: string | null; change: string | null }> };
    return (body.data ?? []).filter((q) => q.price !== null && q.change !== null).length;
  }, { timeout: 90_000, intervals: [1000] }).toBeGreaterThan(5);
}

/** Registers through the API with the code from the dev outbox. */
async function registerByApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  await request.post('/api/email_send', { form: { email } });
  const code = await latestCode(request, email);
  const res = await request.post('/api/user/register', {
    form: { mode: 'email', email, code, password, re_password: password, agree: '1', sms_consent: '1' },
  });
  expect(((await res.json()) as { type: string }).type).toBe('ok');
}

/** Drags the chart to the right (back in time) until it asks for older candles. */
async function scrollBack(page: Page): Promise<void> {
  const box = await page.getByTestId('kline-chart').boundingBox();
  if (!box) throw new Error('no chart');
  for (let i = 0; i < 8; i += 1) {
    await page.mouse.move(box.x + 40, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 60, box.y + 100, { steps: 8 });
    await page.mouse.up();
  }
  await page.mouse.move(0, 0);
}

async function expectChart(page: Page, interval: string): Promise<void> {
  const chart = page.getByTestId('kline-chart');
  await expect(chart).toHaveAttribute('data-interval', interval);
  await expect(chart.locator('canvas').first()).toBeAttached();
  await expect.poll(async () => Number(await chart.getAttribute('data-bars')), { timeout: 20_000 }).toBeGreaterThan(5);
}

test('home shows live quotes with prices from the feed', async ({ page, request }) => {
  test.setTimeout(150_000);
  await waitForFeed(request);
  await page.goto('/pages/index/index');
  const prices = page.getByTestId('home-quote-price');
  await expect(prices.first()).toHaveText(PRICE, { timeout: 20_000 });
  expect(await page.getByTestId('home-quote').count()).toBeGreaterThanOrEqual(5);
  // BTC and ETH lead the list whatever the day's volume.
  await expect(page.getByTestId('home-quote').first()).toContainText('BTC');
  // Prices move: the realtime channel delivers ticks every second.
  const before = await page.getByTestId('home-markets').locator('ul').innerText();
  await expect.poll(() => page.getByTestId('home-markets').locator('ul').innerText(), { timeout: 15_000 }).not.toBe(before);
  await page.getByTestId('home-markets').scrollIntoViewIfNeeded();
  await shot(page, 'market-home');
  await page.getByTestId('home-quote').first().click();
  await expect(page).toHaveURL(/\/pages\/trade\/kline\?symbol=[A-Z]+\/USDT$/);
});

test('market tab: search ETH, open its chart, switch to 1d', async ({ page, request }) => {
  await waitForFeed(request);
  await page.goto('/pages/index/index');
  await page.locator('[data-tab="market"]').click();
  await expect(page).toHaveURL(/\/pages\/market\/index$/);
  const rows = page.getByTestId('quote-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('quote-price').first()).toHaveText(PRICE);
  await page.locator('[data-sort="change"]').click();
  await shot(page, 'market-list');

  await page.getByTestId('market-search').fill('eth');
  await expect(rows).toHaveCount(1);
  await expect(page.locator('[data-symbol="ETH/USDT"]')).toBeVisible();
  await page.getByTestId('market-search').fill('nothing-like-this');
  await expect(page.getByTestId('no-match')).toBeVisible();
  await page.getByTestId('market-search').fill('ETH');
  await rows.first().click();

  await expect(page).toHaveURL(/\/pages\/trade\/kline\?symbol=ETH\/USDT$/);
  await expect(page.getByTestId('kline-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(page.getByTestId('kline-high')).toHaveText(PRICE);
  await expectChart(page, '5m');
  await page.locator('[data-interval="1m"][role="tab"]').click();
  await expect(page).toHaveURL(/interval=1m/);
  await expectChart(page, '1m');
  await page.mouse.move(0, 0);
  await shot(page, 'market-kline-1m');

  // Scrolled back in time, the chart asks for the candles before the oldest one it has.
  const older = page.waitForRequest((r) => /new_timeshar\?.*interval=1m.*before=\d+/.test(r.url()));
  await scrollBack(page);
  await older;
  await expect.poll(async () => Number(await page.getByTestId('kline-chart').getAttribute('data-bars'))).toBeGreaterThan(300);

  await page.locator('[data-interval="1d"][role="tab"]').click();
  await expect(page).toHaveURL(/interval=1d/);
  await expectChart(page, '1d');
  await expect(page.getByTestId('kline-price')).toHaveText(PRICE);
  await page.mouse.move(0, 0);
  await shot(page, 'market-kline-1d');

  // 4h with an indicator on the candles and one below them; the depth chart and the trades fill the page.
  await page.locator('[data-interval="4h"][role="tab"]').click();
  await expect(page).toHaveURL(/interval=4h/);
  await expectChart(page, '4h');
  await page.getByTestId('indicator-bar').locator('[data-indicator="BOLL"]').click();
  await page.getByTestId('indicator-bar').locator('[data-indicator="MACD"]').click();
  await expect(page).toHaveURL(/main=BOLL/);
  await expect(page).toHaveURL(/sub=MACD/);
  const chart = page.getByTestId('kline-chart');
  await expect(chart).toHaveAttribute('data-main', 'BOLL');
  await expect(chart).toHaveAttribute('data-sub', 'MACD');
  await expectChart(page, '4h');
  await expect(page.getByTestId('kline-legend')).toContainText('BOLL(20,2)');
  await expect(page.getByTestId('kline-legend')).toContainText('MACD(12,26,9)');
  await expect(page.getByTestId('depth-chart')).toBeVisible({ timeout: 20_000 });
  await page.mouse.move(0, 0);
  await shot(page, 'market-kline-4h-boll-macd');
  const panels = page.getByTestId('market-panels');
  await panels.screenshot({ path: new URL('artifacts/market-kline-depth.png', import.meta.url).pathname });
  await panels.locator('[data-panel="trades"]').click();
  await expect(page.getByTestId('chart-trades').or(page.getByTestId('chart-trades-empty'))).toBeVisible();
  await panels.screenshot({ path: new URL('artifacts/market-kline-trades.png', import.meta.url).pathname });

  await page.getByTestId('kline-buy').click();
  await expect(page).toHaveURL(/\/pages\/trade\/index\?symbol=ETH\/USDT&side=buy$/);
});

test('a visitor is sent to log in by a star; a user stars a market and finds it in Favourites', async ({ page, request }) => {
  const email = uniqueEmail('market');
  const password = 'secret123';
  await registerByApi(request, email, password);

  await page.goto('/pages/market/index');
  await page.locator('[data-symbol="SOL/USDT"]').getByTestId('star').click();
  await expect(page).toHaveURL(/\/pages\/user\/login\/login\?backpage=%2Fpages%2Fmarket%2Findex&backtype=2$/);
  await loginByEmail(page, email, password);
  await expect(page).toHaveURL(/\/pages\/market\/index$/);

  const star = page.locator('[data-symbol="SOL/USDT"]').getByTestId('star');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-market-tab="fav"]').click();
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
  await expect(page.locator('[data-symbol="SOL/USDT"]')).toBeVisible();

  // The chart page's star agrees, and a second favourite from there shows up too.
  await page.goto('/pages/trade/kline?symbol=BTC/USDT');
  await expect(page.getByTestId('kline-star')).toHaveAttribute('aria-pressed', 'false');
  await page.getByTestId('kline-star').click();
  await expect(page.getByTestId('kline-star')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/pages/market/index?tab=fav');
  await expect(page.getByTestId('quote-row')).toHaveCount(2);
  await shot(page, 'market-favourites');

  await page.locator('[data-symbol="SOL/USDT"]').getByTestId('star').click();
  await expect(page.getByTestId('quote-row')).toHaveCount(1);
});

test('US stocks: list marked open or closed, detail chart; the crypto list picks a market', async ({ page, request }) => {
  await waitForFeed(request);
  await page.goto('/pages/usstock/index');
  await expect(page.getByTestId('us-market-status')).toHaveAttribute('data-open', /^(true|false)$/);
  await expect(page.getByTestId('quote-row')).toHaveCount(10);
  await expect(page.locator('[data-symbol="AAPL"]').getByTestId('quote-price')).toHaveText(PRICE);
  await shot(page, 'market-usstock-list');
  await page.locator('[data-symbol="AAPL"]').getByTestId('quote-row').click();
  await expect(page).toHaveURL(/\/pages\/usstock\/detail\?symbol=AAPL$/);
  await expect(page.getByTestId('kline-price')).toHaveText(PRICE);
  await page.locator('[data-interval="60m"][role="tab"]').click();
  await expectChart(page, '60m');
  await page.mouse.move(0, 0);
  await shot(page, 'market-usstock-detail');

  await page.goto('/pages/trade/kline?symbol=BTC/USDT');
  await page.getByTestId('kline-pick').click();
  await expect(page).toHaveURL(/\/pages\/CryptocurrencyList\/CryptocurrencyList\?backpage=/);
  await expect(page.getByTestId('quote-row')).toHaveCount(13);
  await shot(page, 'market-crypto-list');
  await page.getByTestId('market-search').fill('doge');
  await page.getByTestId('quote-row').click();
  await expect(page).toHaveURL(/\/pages\/trade\/kline\?symbol=DOGE\/USDT$/);
  await expect(page.getByTestId('kline-page')).toHaveAttribute('data-symbol', 'DOGE/USDT');
});

test('market pages in Chinese', async ({ page, request }) => {
  await waitForFeed(request);
  await page.goto('/pages/index/index');
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('candor-session') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
    stored.state.lang = 'zh';
    window.localStorage.setItem('candor-session', JSON.stringify(stored));
  });
  await page.goto('/pages/market/index');
  await expect(page.getByRole('heading', { name: '行情' })).toBeVisible();
  await expect(page.locator('[data-market-tab="fav"]')).toHaveText('自选');
  await shot(page, 'market-list-zh');
  await page.goto('/pages/trade/kline?symbol=BTC/USDT&interval=1d');
  await expect(page.locator('[data-interval="1d"][role="tab"]')).toHaveText('日线');
  await expectChart(page, '1d');
  await shot(page, 'market-kline-zh');
});
