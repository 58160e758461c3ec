import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestCode, loginByEmail, shot, uniqueEmail } from './support/web';

test.describe.configure({ mode: 'serial' });

/** The e2e server back-fills its simulated history first: wait until the feed prices the markets. */
async function waitForFeed(request: APIRequestContext): Promise<void> {
  await expect.poll(async () => {
    const res = await request.get('/api/currency/quotation_new');
    const body = (await res.json()) as { data?: Array<{ price: string | null }> };
    return (body.data ?? []).filter((q) => q.price !== null).length;
  }, { timeout: 90_000, intervals: [1000] }).toBeGreaterThan(5);
}

async function registerByApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  await request.post('/api/email_send', { form: { email } });
  const code = await latestCode(request, email);
  const res = await request.post('/api/user/register', {
    form: { mode: 'email', email, code, password, re_password: password, agree: '1', sms_consent: '1' },
  });
  expect(((await res.json()) as { type: string }).type).toBe('ok');
}

/** The market maker quotes both sides of the book once the feed moves. */
async function waitForBook(page: Page): Promise<void> {
  await expect(page.getByTestId('book-ask').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('book-bid').first()).toBeVisible({ timeout: 30_000 });
}

/** A whole-number price 10 % under the lowest bid shown: far enough below the market never to fill. */
async function priceBelowMarket(page: Page): Promise<string> {
  const lowest = await page.getByTestId('book-bid').last().getAttribute('data-price');
  const whole = BigInt((lowest ?? '0').split('.')[0] ?? '0');
  expect(whole).toBeGreaterThan(0n);
  return ((whole * 9n) / 10n).toString();
}

test('spot: a visitor sees the book and is sent to log in; a demo user places, cancels and fills orders', async ({ page, request }) => {
  test.setTimeout(180_000);
  await waitForFeed(request);
  const email = uniqueEmail('trade');
  const password = 'secret123';
  await registerByApi(request, email, password);

  // A visitor: the page, the live book and the trades are there; Buy asks for a login that comes back here.
  await page.goto('/pages/trade/index');
  await expect(page.getByTestId('trade-page')).toHaveAttribute('data-symbol', 'BTC/USDT');
  await waitForBook(page);
  // The trial install's simulated participants trade through the engine: recent trades fill in, labelled as simulated.
  await expect(page.getByTestId('trade-simulated').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('trade-last')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  // Last price is the last trade on Candor's book; the feed price is beside it as the index.
  await expect(page.getByTestId('trade-index')).toHaveText(/^Index \d{1,3}(,\d{3})*\.\d{2}$/);
  const newestTrade = page.getByTestId('trade-row').first().locator('span').first();
  await expect.poll(async () => (await page.getByTestId('trade-last').textContent()) === (await newestTrade.textContent())).toBe(true);
  await shot(page, 'trade-last-and-index');
  await expect(page.getByTestId('trade-price')).not.toHaveValue('');
  await expect(page.getByTestId('orders-login')).toBeVisible();
  await shot(page, 'trade-visitor');
  await page.getByTestId('trade-submit').click();
  await expect(page).toHaveURL(/\/pages\/user\/login\/login\?backpage=%2Fpages%2Ftrade%2Findex&backtype=1$/);
  await loginByEmail(page, email, password);
  await expect(page).toHaveURL(/\/pages\/trade\/index$/);
  await expect(page.getByTestId('trade-available')).toHaveText('0.00 USDT');

  // The real account holds nothing yet (no deposits): switch to the demo account and its 100,000 USDT.
  await page.goto('/pages/profile/index');
  await page.getByTestId('me-demo-switch').click();
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await page.goto('/pages/trade/index?symbol=BTC/USDT');
  await expect(page.getByTestId('trade-available')).toHaveText('100,000.00 USDT');
  await waitForBook(page);
  await shot(page, 'trade-demo');

  // A validation error comes from the form's model before anything is sent.
  await page.getByTestId('trade-submit').click();
  await expect(page.getByTestId('trade-error-amount')).toHaveText('Enter an amount.');

  // A limit buy far below the market rests in the book as an open order.
  const price = await priceBelowMarket(page);
  await page.getByTestId('trade-price').fill(price);
  await page.getByTestId('trade-amount').fill('0.001');
  await expect(page.getByTestId('trade-fee')).toHaveText('0.00000100 BTC');
  await expect(page.getByTestId('trade-lock')).not.toHaveText('—');
  await shot(page, 'trade-limit-form');
  await page.getByTestId('trade-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText('Order placed');
  const open = page.getByTestId('orders-open').getByTestId('order-row');
  await expect(open).toHaveCount(1);
  await expect(open.getByTestId('order-status')).toHaveText('Open');
  await expect(page.getByTestId('trade-available')).not.toHaveText('100,000.00 USDT');
  await open.scrollIntoViewIfNeeded();
  await shot(page, 'trade-open-order');

  // Cancel asks first; then the order leaves Open orders, shows in History as cancelled, and the USDT is back.
  await open.getByTestId('order-cancel').click();
  await expect(page.locator('.adm-dialog')).toContainText('Cancel this order?');
  await shot(page, 'trade-cancel-confirm');
  await page.locator('.adm-dialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('orders-open')).toContainText('No open orders.');
  await expect(page.getByTestId('trade-available')).toHaveText('100,000.00 USDT');
  await page.getByTestId('orders-tab-history').click();
  const history = page.getByTestId('orders-history').getByTestId('order-row');
  await expect(history).toHaveCount(1);
  await expect(history.first().getByTestId('order-status')).toHaveText('Cancelled');
  await expect(history.first()).toContainText('Cancelled by you');
  await history.first().scrollIntoViewIfNeeded();
  await shot(page, 'trade-history-cancelled');

  // A market buy spends 1,000 USDT against the market maker's asks and fills at once.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('type-market').click();
  await expect(page.getByTestId('trade-market-price')).toBeVisible();
  await page.getByTestId('trade-amount').fill('1000');
  await expect(page.getByTestId('trade-receive')).toHaveText(/^≈ 0\.0\d+ BTC$/);
  await shot(page, 'trade-market-form');
  await page.getByTestId('trade-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText('Order filled');
  await expect(page.getByTestId('trade-available')).toHaveText(/^99,0\d\d(\.\d+)? USDT$/);
  await expect(history).toHaveCount(2);
  const filled = history.first();
  await expect(filled.getByTestId('order-status')).toHaveText('Filled');
  await expect(filled.getByTestId('order-filled')).toHaveText(/^0\.0\d+$/);

  // The BTC bought is there to sell.
  await page.getByTestId('side-sell').click();
  await expect(page.getByTestId('trade-available')).toHaveText(/^0\.0\d+ BTC$/);
  await page.getByTestId('trade-amount').focus();
  await page.locator('[data-percent="100"]').click();
  await expect(page.getByTestId('trade-amount')).toHaveValue(/^0\.0\d+$/);
  await expect(page.getByTestId('trade-receive')).toHaveText(/USDT$/);
  await shot(page, 'trade-sell-form');
  await filled.scrollIntoViewIfNeeded();
  await shot(page, 'trade-history-filled');
});

test('spot: the market picker switches markets; the chart link and the Chinese page', async ({ page, request }) => {
  await waitForFeed(request);
  await page.goto('/pages/trade/index?symbol=ETH/USDT');
  await expect(page.getByTestId('trade-page')).toHaveAttribute('data-symbol', 'ETH/USDT');
  await page.getByTestId('trade-pick').click();
  await expect(page.getByTestId('market-picker').locator('[data-symbol]')).toHaveCount(13);
  await shot(page, 'trade-picker');
  await page.getByTestId('market-picker').locator('[data-symbol="SOL/USDT"]').click();
  await expect(page).toHaveURL(/\/pages\/trade\/index\?symbol=SOL\/USDT$/);
  await expect(page.getByTestId('trade-page')).toHaveAttribute('data-symbol', 'SOL/USDT');
  await waitForBook(page);
  // Tapping a level of the book puts its price in the form.
  const ask = page.getByTestId('book-ask').last();
  const askPrice = await ask.getAttribute('data-price');
  await ask.click();
  await expect(page.getByTestId('trade-price')).toHaveValue(askPrice ?? '');
  await page.getByTestId('trade-chart').click();
  await expect(page).toHaveURL(/\/pages\/trade\/kline\?symbol=SOL\/USDT$/);
  await page.getByTestId('kline-sell').click();
  await expect(page).toHaveURL(/\/pages\/trade\/index\?symbol=SOL\/USDT&side=sell$/);
  await expect(page.getByTestId('trade-form')).toHaveAttribute('data-side', 'sell');

  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('candor-session') ?? '{"state":{},"version":0}') as { state: Record<string, unknown> };
    stored.state.lang = 'zh';
    window.localStorage.setItem('candor-session', JSON.stringify(stored));
  });
  await page.goto('/pages/trade/index');
  await expect(page.getByTestId('side-buy')).toHaveText('买入');
  await expect(page.getByTestId('orders-tab-open')).toHaveText('当前委托');
  await waitForBook(page);
  await shot(page, 'trade-zh');
});
