import { expect, test, type APIRequestContext } from '@playwright/test';
import { dataOf, FIRST_ADMIN_PASSWORD, totpCode } from './support/own-server';
import { adminMenu } from './support/admin';
import { fedServerPerSpec } from './support/feed-server';
import { latestCode, loginByEmail, shot } from './support/web';

test.describe.configure({ mode: 'serial' });

/**
 * Timed options in the simulator, priced by the journey's own feed (a local Binance-format stream the server follows
 * with MARKET_FEED=binance): the open price is the feed's price when the order is bought, the journey moves the feed
 * up, and the settlement job settles the order from the first stored tick at its close time. No sleeps: the page's
 * countdown and result are awaited as the real clock reaches the close time.
 */
const fed = fedServerPerSpec();

type Products = { durations: Array<{ seconds: number; rate_bps: number; enabled: boolean }>; symbols: Array<{ symbol: string; last: string | null }> };

/** Moves the feed's BTC price and waits until the options products answer it as the last price. */
async function moveTo(api: APIRequestContext, next: string): Promise<void> {
  fed.price = next;
  await expect.poll(async () => {
    const data = await dataOf<Products>(api.get('/api/option/products'));
    return data.symbols.find((s) => s.symbol === 'BTC/USDT')?.last ?? null;
  }, { timeout: 20_000 }).toMatch(new RegExp(`^${next}(\\.0+)?$`));
}

async function register(api: APIRequestContext, email: string, password: string): Promise<string> {
  await api.post('/api/email_send', { form: { email } });
  const code = await latestCode(api, email);
  await dataOf(api.post('/api/user/register', { form: { mode: 'email', email, code, password, re_password: password, agree: '1', sms_consent: '1' } }));
  const session = await dataOf<{ token: string }>(api.post('/api/user/login', { form: { account: email, password } }));
  return session.token;
}

const url = (path: string): string => `${fed.server.baseURL}${path}`;

test('options simulator: buy rise for 60 s, watch the countdown, the feed moves up, the order wins and its verification recomputes it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const api = fed.server.api;
  await moveTo(api, '96000');
  const products = await dataOf<Products>(api.get('/api/option/products'));
  const sixty = products.durations.find((d) => d.seconds === 60);
  expect(sixty?.enabled).toBe(true);
  const rate = sixty?.rate_bps ?? 0;

  // A visitor sees the market, the durations with their payout rates, and is asked to log in to buy.
  await page.goto(url('/pages/option/detail?symbol=BTC/USDT'));
  // A fresh browser's first page waits for the app's code and locales: on a busy machine that takes a while.
  await expect(page.getByTestId('option-page')).toHaveAttribute('data-symbol', 'BTC/USDT', { timeout: 30_000 });
  await expect(page.getByTestId('option-last')).toHaveText('96,000.00');
  await expect(page.getByTestId('option-durations').locator('[data-seconds="60"]')).toContainText(`${rate / 100}%`);
  await expect(page.getByTestId('option-chart')).toBeVisible();
  await expect(page.getByTestId('option-login')).toBeVisible();
  await shot(page, 'options-visitor');
  await page.getByTestId('option-info').click();
  await expect(page.getByTestId('option-rule')).toContainText('first stored feed tick at or after the close time');
  await expect(page.getByTestId('option-rates').locator('[data-seconds="1800"]')).toContainText('30 min');
  await expect(page.getByTestId('option-payout-balance')).toContainText('USDT');
  await shot(page, 'options-info');
  await page.goto(url('/pages/option/simulator'));
  await expect(page.getByTestId('option-sim-visitor')).toBeVisible();
  await shot(page, 'options-simulator-visitor');

  // A user moves 1,000 of the demo account's virtual USDT into the demo options account, then logs in.
  const email = `options.${Date.now()}@example.com`;
  const password = 'secret123';
  const token = await register(api, email, password);
  await dataOf(api.post('/api/wallet/change', { headers: { authorization: token, 'X-Demo': '1' }, form: { from: 'funding', to: 'options', coin: 'USDT', amount: '1000' } }));
  await page.goto(url('/pages/user/login/login?backpage=%2Fpages%2Foption%2Fsimulator&backtype=1'));
  await loginByEmail(page, email, password);
  await expect(page).toHaveURL(/\/pages\/option\/simulator$/);
  await expect(page.getByTestId('option-sim-banner')).toBeVisible();
  await expect(page.getByTestId('option-available')).toHaveText('1,000.00 USDT');

  // The form checks the stake before anything is sent: below the minimum, then a preset.
  await page.getByTestId('option-durations').locator('[data-seconds="60"]').click();
  await page.getByTestId('option-amount').fill('1');
  await expect(page.getByTestId('option-error-amount')).toContainText('at least');
  await page.getByTestId('option-presets').locator('[data-amount="100"]').click();
  const payout = (100 * (10_000 + rate)) / 10_000;
  await expect(page.getByTestId('option-payout')).toHaveText(`${payout.toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`);
  await shot(page, 'options-form');
  await page.getByTestId('option-buy-rise').click();
  await expect(page.getByTestId('option-confirm')).toBeVisible();
  await expect(page.getByTestId('option-confirm-stake')).toHaveText('100.00 USDT');
  await shot(page, 'options-confirm');
  await page.getByTestId('option-confirm-buy').click();
  await expect(page.locator('.adm-toast-main')).toContainText('Order placed');

  // The order is open: its countdown runs from about a minute, the chart draws its open price line.
  const active = page.getByTestId('option-active');
  await expect(active).toBeVisible();
  await expect(page.getByTestId('option-active-open')).toHaveText('96,000.00');
  await expect(page.getByTestId('option-chart')).toHaveAttribute('data-open-line', /^96000(\.0+)?$/);
  const countdown = page.getByTestId('option-countdown');
  await expect(countdown).toHaveText(/^0[01]:\d\d$/);
  const first = (await countdown.textContent()) ?? '';
  await expect(countdown).not.toHaveText(first, { timeout: 5000 });
  await expect(page.getByTestId('option-list-open').getByTestId('option-row')).toHaveCount(1);
  await expect(page.getByTestId('option-available')).toHaveText('900.00 USDT');
  await shot(page, 'options-open');

  // The feed moves up: at the last price the rise is winning, and at the close time it settles as a win.
  await moveTo(api, '96100');
  await expect(page.getByTestId('option-standing')).toHaveText('Winning at the last price', { timeout: 15_000 });
  await shot(page, 'options-winning');
  await expect(page.getByTestId('option-result')).toBeVisible({ timeout: 100_000 });
  await expect(page.getByTestId('option-result-title')).toHaveAttribute('data-result', 'win');
  await expect(page.getByTestId('option-result-amount')).toHaveText(`+${(payout - 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`);
  await expect(page.getByTestId('option-result-open')).toHaveText('96,000.00');
  await expect(page.getByTestId('option-result-close')).toHaveText('96,100.00');
  await shot(page, 'options-result');

  // Its public verification: both ticks, the rule, and the result recomputed by the page itself from those ticks.
  await page.getByTestId('option-result-verify').click();
  await expect(page).toHaveURL(/\/pages\/option\/verify\?id=\d+$/);
  await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-ok', '1');
  await expect(page.getByTestId('verify-tick-open-price')).toHaveText('96,000.00');
  await expect(page.getByTestId('verify-tick-close-price')).toHaveText('96,100.00');
  await expect(page.getByTestId('verify-tick-close-id')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('verify-stored')).toHaveAttribute('data-result', 'win');
  await expect(page.getByTestId('verify-browser')).toHaveAttribute('data-result', 'win');
  await shot(page, 'options-verify');

  // The same page opens for anyone, without a session.
  const anyone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await anyone.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByTestId('verify-verdict')).toHaveAttribute('data-ok', '1', { timeout: 30_000 });
  await anyone.close();

  // Back on the simulator the order is in the settled list, with its result and its verification link.
  await page.goto(url('/pages/option/simulator'));
  await page.getByTestId('option-tab-settled').click();
  const row = page.getByTestId('option-list-settled').getByTestId('option-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-result', 'win');
  await expect(page.getByTestId('option-available')).toHaveText(`${(900 + payout).toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`);
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'options-settled');
});

test('back office: option products are edited (never a price), the risk screen shows the account, the exposure and the settlement with its ticks', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: fed.server.baseURL, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  const admin = await context.newPage();
  const adminShot = (name: string) => admin.screenshot({ path: new URL(`./artifacts/${name}.png`, import.meta.url).pathname, fullPage: true });
  await admin.goto('/admin/');
  await admin.getByLabel(/^Username/).fill('admin');
  await admin.getByLabel(/^Password/).fill(FIRST_ADMIN_PASSWORD);
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7 ]{32,}$/);
  const secret = ((await admin.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await admin.getByLabel(/^Authenticator code/).fill(totpCode(secret));
  await admin.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await admin.getByLabel(/^New password/).fill('a-new-admin-password-42');
  await admin.getByLabel(/^Repeat the new password/).fill('a-new-admin-password-42');
  await admin.getByRole('button', { name: 'Save and continue' }).click();
  await expect(admin.getByText(/^Welcome, /)).toBeVisible();

  const menu = adminMenu(admin);
  await menu.getByRole('menuitem', { name: 'Option products' }).click();
  await expect(admin.getByTestId('option-durations').locator('[data-seconds="60"]')).toContainText('60 s');
  await adminShot('admin-options-products');
  await admin.getByTestId('option-edit-60').click();
  // The form holds terms only: no field for a price or an outcome.
  await expect(admin.getByRole('dialog').getByLabel(/price|outcome/i)).toHaveCount(0);
  await admin.getByTestId('option-field-rate_bps').fill('0');
  await expect(admin.getByText('Basis points from 1 to 10,000', { exact: false })).toBeVisible();
  await admin.getByTestId('option-field-rate_bps').fill('8000');
  await adminShot('admin-options-product-edit');
  await admin.getByTestId('option-save').click();
  await expect(admin.locator('.MuiSnackbar-root')).toContainText('terms saved');
  await expect(admin.getByTestId('option-durations').locator('[data-seconds="60"]')).toContainText('80 %');

  await menu.getByRole('menuitem', { name: 'Options risk' }).click();
  await expect(admin.getByTestId('option-exposure-table')).toBeVisible();
  await admin.getByRole('tab', { name: 'Demo' }).click();
  await expect(admin.getByTestId('option-account')).toContainText('USDT');
  await adminShot('admin-options-exposure');
  await admin.getByTestId('option-risk-settlements').click();
  await admin.getByRole('combobox', { name: 'Mode' }).click();
  await admin.getByRole('option', { name: 'Demo' }).click();
  const settled = admin.getByRole('row').filter({ hasText: 'win (rise)' });
  await expect(settled).toHaveCount(1);
  await settled.click();
  await expect(admin.getByTestId('option-citations')).toContainText('close');
  await adminShot('admin-options-settlements');
  await context.close();
});
