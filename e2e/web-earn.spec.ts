import { expect as baseExpect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { dataOf as data, FIRST_ADMIN_PASSWORD, startOwnServer, type OwnServer } from './support/own-server';
import { latestCode, loginByEmail } from './support/web';

/**
 * Earn end to end at 390x844, on a server of its own with the journey's clock (TEST_CLOCK=1: POST /api/dev/clock
 * moves time and runs the jobs then due, no sleeps): a visitor reads where the yield comes from and how many days
 * the earn account covers; a user with 2,000 USDT subscribes 1,000 to the 7-day trust product, time moves two days,
 * the daily interest shows, 100 more is added to the running order (lh/additionalDeposit, its limits checked on the
 * page), and an early redemption shows its penalty (1.5 x one day's interest) before it is confirmed and after. Quantify, mining and the back office's earn screens are opened and photographed on the way.
 */
test.describe.configure({ mode: 'serial' });
// A fresh server's first pages compile nothing but are fetched on a shared, busy machine: waits are generous.
const expect = baseExpect.configure({ timeout: 60_000 });
test.setTimeout(300_000);

const email = `earn.${Date.now()}@example.com`;
const PASSWORD = 'secret123';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
let server: OwnServer;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let rootToken = '';
let userToken = '';
let totpSecret = '';
/** How far the journey moved the server's clock: its TOTP codes are of its time. */
let clockOffsetMs = 0;
const ADMIN_PASSWORD = 'an-e2e-admin-password-42';

const codeNow = (): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(totpSecret) }).generate({ timestamp: Date.now() + clockOffsetMs });

/** The first admin's first sign-in (one-time password, TOTP enrolment, new password), keeping the TOTP secret. */
async function enrolFirstAdmin(): Promise<string> {
  const login = await data<{ token: string }>(api.post('/api/admin/login', { form: { username: 'admin', password: FIRST_ADMIN_PASSWORD } }));
  const headers = { authorization: login.token };
  totpSecret = (await data<{ secret: string }>(api.post('/api/admin/totp/setup', { headers }))).secret;
  await data(api.post('/api/admin/totp/enable', { headers, form: { code: codeNow() } }));
  await data(api.post('/api/admin/password', { headers, form: { old_password: FIRST_ADMIN_PASSWORD, new_password: ADMIN_PASSWORD, re_password: ADMIN_PASSWORD } }));
  return login.token;
}

/** A new admin session (the first one ended when the journey moved time past its expiry). */
async function adminLogin(): Promise<string> {
  return (await data<{ token: string }>(api.post('/api/admin/login', { form: { username: 'admin', password: ADMIN_PASSWORD, totp: codeNow() } }))).token;
}

/** The brief's screenshots: /tmp/earn-ui-<name>.png, full page, at 390x844. */
async function shot(p: Page, name: string): Promise<void> {
  await p.waitForLoadState('networkidle').catch(() => undefined);
  await expect(p.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 4000 }).catch(() => undefined);
  // A full-page picture draws the sticky bar where the page is scrolled to: from the top it sits at the top.
  if (!(await p.locator('.adm-dialog').first().isVisible())) await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: `/tmp/earn-ui-${name}.png`, fullPage: true });
}

async function mobile(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

/** Moves the server's clock forward; the jobs then due (the daily yields) have run when it answers. */
async function advanceDays(days: number): Promise<void> {
  const { now } = await data<{ now: number }>(api.post('/api/dev/clock', { data: { days } }));
  clockOffsetMs = now - Date.now();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(400_000);
  // A fresh server migrates first; on a shared, busy machine its first start may miss the poll: one more try.
  server = await startOwnServer({ TEST_CLOCK: '1' }).catch(() => startOwnServer({ TEST_CLOCK: '1' }));
  api = server.api;
  rootToken = await enrolFirstAdmin();
  context = await mobile(browser, server.baseURL);
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('a visitor sees the products, where their yield comes from and the days the earn account covers', async () => {
  await page.goto('/pages/finance/index');
  await expect(page.getByTestId('trust-product').first()).toBeVisible();
  await expect(page.getByTestId('finance-login')).toBeVisible();
  const honest = page.getByTestId('earn-honest');
  await expect(honest).toContainText("paid from the platform's earn account");
  await expect(honest.getByTestId('earn-coverage').first()).toContainText(/covers \d+ days|no yield is promised/);
  await shot(page, 'finance-visitor');
  await page.goto('/pages/finance/rulePage');
  await expect(page.getByTestId('trust-rules-example')).toContainText('1,000.00 USDT at 0.5% a day earns 5.00 USDT a day; redeeming early costs 7.50 USDT');
  await shot(page, 'finance-rules');
  await page.goto('/pages/quantify/index');
  await expect(page.getByTestId('quantify-plan').first()).toBeVisible();
  await expect(page.getByTestId('earn-honest')).toContainText('There is no trading robot behind this yield');
  await shot(page, 'quantify-index');
  await page.goto('/pages/index/quantify-desc');
  await expect(page.getByTestId('quantify-robot')).toHaveAttribute('data-robot', 'false');
  await shot(page, 'quantify-desc');
  await page.goto('/pages/mining/index');
  await expect(page.getByTestId('mining-machine').first()).toBeVisible();
  await shot(page, 'mining-index');
  await page.getByTestId('mining-machine').first().click();
  await expect(page.getByTestId('mining-terms')).toBeVisible();
  await shot(page, 'mining-detail-visitor');
  await page.goto('/pages/index/mining-desc');
  await expect(page.getByTestId('mining-description-page')).toContainText("platform's earn account");
  await shot(page, 'mining-desc');
});

test('a user with 2,000 USDT subscribes 1,000 to the 7-day trust product', async () => {
  await api.post('/api/email_send', { form: { email } });
  const code = await latestCode(api, email);
  await data(api.post('/api/user/register', { form: { mode: 'email', email, code, password: PASSWORD, re_password: PASSWORD, agree: '1', sms_consent: '1' } }));
  userToken = (await data<{ token: string }>(api.post('/api/user/login', { form: { account: email, password: PASSWORD } }))).token;
  const auth = { authorization: userToken };
  const proof = await data<{ id: number }>(api.post('/api/uploadRecharge', { headers: auth, multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } } }));
  const deposit = await data<{ id: number }>(api.post('/api/wallet/charge_req', { headers: auth, form: { coin: 'USDT', network: 'TRC20', amount: '2000', proof_id: proof.id } }));
  await data(api.post(`/api/admin/deposits/${deposit.id}/approve`, { headers: { authorization: rootToken } }));

  await page.goto('/pages/user/login/login?backpage=%2Fpages%2Ffinance%2Findex&backtype=2');
  await loginByEmail(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/pages\/finance\/index$/);
  await expect(page.getByTestId('finance-holdings')).toHaveText('0.00');
  await expect(page.getByTestId('uplan')).toHaveAttribute('data-enabled', 'false');
  await shot(page, 'finance-user');

  const product = page.locator('[data-testid="trust-product"]', { has: page.getByTestId('trust-cycle').getByText('7', { exact: true }) }).first();
  await product.click();
  await expect(page.getByTestId('trust-amount-available')).toHaveText('Available: 2,000.00 USDT');
  await page.getByTestId('trust-amount').fill('50');
  await expect(page.getByTestId('trust-amount-error')).toHaveText('The minimum is 100.00 USDT.');
  await page.getByTestId('trust-amount').fill('1000');
  // 0.03% a day on 1,000 USDT: 0.30 a day, 2.10 over 7 days; redeeming early costs 1.5 x 0.30 = 0.45.
  await expect(page.getByTestId('trust-preview-daily')).toHaveText('0.30 USDT');
  await expect(page.getByTestId('trust-preview-total')).toHaveText('2.10 USDT');
  await expect(page.getByTestId('trust-preview-penalty')).toHaveText('0.45 USDT');
  await page.getByTestId('trust-submit').click();
  await expect(page.getByTestId('earn-agree-error')).toBeVisible();
  await page.getByTestId('earn-agree').check();
  await shot(page, 'finance-buy');
  await page.getByTestId('trust-submit').click();
  await expect(page).toHaveURL(/\/pages\/finance\/ordersPage$/);
  const order = page.getByTestId('trust-order').first();
  await expect(order).toHaveAttribute('data-status', 'pending');
  await expect(order.getByTestId('trust-order-principal')).toHaveText('1,000.00');
  await expect(order.getByTestId('trust-cancel')).toBeVisible();
  await shot(page, 'finance-orders-pending');
});

test('two days later the daily interest shows; an early redemption shows its penalty before and after', async () => {
  await advanceDays(2);
  await page.goto('/pages/finance/ordersPage');
  const order = page.getByTestId('trust-order').first();
  await expect(order).toHaveAttribute('data-status', 'hosting');
  await expect(order.getByTestId('trust-order-days')).toHaveText('1/7');
  await expect(order.getByTestId('trust-order-accrued')).toHaveText('0.30');
  await expect(order.getByTestId('trust-order-yesterday')).toHaveText('0.30');
  await shot(page, 'finance-orders-hosting');
  await page.goto('/pages/finance/index');
  await expect(page.getByTestId('finance-holdings')).toHaveText('1,000.00');
  await expect(page.getByTestId('finance-yesterday')).toHaveText('0.30');
  await shot(page, 'finance-income');

  await page.goto('/pages/finance/ordersPage');
  // lh/additionalDeposit: add to the hosting order, within the product's maximum (100,000) and the funding balance.
  const hosting = page.getByTestId('trust-order').first();
  await hosting.getByTestId('trust-add').click();
  const add = hosting.getByTestId('trust-add-form');
  await add.getByTestId('trust-add-amount').fill('100000');
  await expect(add.getByTestId('trust-add-amount-error')).toHaveText('You can add at most 99,000.00 USDT to this order.');
  await add.getByTestId('trust-add-amount').fill('1200');
  await expect(add.getByTestId('trust-add-amount-error')).toHaveText('Your funding account has only 1,000.00 USDT available.');
  await add.getByTestId('trust-add-amount').fill('100');
  await expect(add.getByTestId('trust-add-amount-error')).toHaveCount(0);
  await shot(page, 'finance-orders-add');
  await add.getByTestId('trust-add-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText('100.00 USDT added to the order');
  await expect(hosting.getByTestId('trust-order-principal')).toHaveText('1,100.00');

  await page.getByTestId('trust-order').first().getByTestId('trust-redeem').click();
  const confirm = page.getByTestId('trust-redeem-confirm');
  // 1.5 x one day's interest on 1,100 (0.33) = 0.495; back: 1,100 - 0.495 + 0.30 accrued = 1,099.805 (shown truncated).
  await expect(confirm.getByTestId('trust-redeem-penalty')).toHaveText('-0.49 USDT');
  await expect(confirm.getByTestId('trust-redeem-return')).toHaveText('1,099.80 USDT');
  await shot(page, 'finance-redeem-confirm');
  await page.locator('.adm-dialog-button', { hasText: 'Redeem early' }).click();
  await expect(page.locator('.adm-toast-main')).toContainText('1,099.80 USDT returned to your funding account (penalty 0.49 USDT)');
  await page.getByTestId('trust-tab-redeemed').click();
  const redeemed = page.getByTestId('trust-order').first();
  await expect(redeemed).toHaveAttribute('data-status', 'redeemed');
  await expect(redeemed.getByTestId('trust-order-penalty')).toHaveText('0.49');
  await expect(redeemed.getByTestId('trust-order-returned')).toHaveText('1,099.80');
  await shot(page, 'finance-orders-redeemed');
});

test('quantify and mining: a plan and a rental start, and their records show them', async () => {
  await page.goto('/pages/quantify/index');
  await page.getByTestId('quantify-plan').first().click();
  await page.getByTestId('quantify-amount').fill('100');
  await expect(page.getByTestId('quantify-preview')).toBeVisible();
  await page.getByTestId('earn-agree').check();
  await shot(page, 'quantify-create');
  await page.getByTestId('quantify-submit').click();
  await expect(page).toHaveURL(/\/pages\/quantify\/record$/);
  await expect(page.getByTestId('quantify-order').first()).toHaveAttribute('data-status', 'in_progress');
  await shot(page, 'quantify-record');

  await page.goto('/pages/mining/index');
  await page.getByTestId('mining-machine').first().click();
  await expect(page.getByTestId('mining-preview')).toBeVisible();
  await page.getByTestId('earn-agree').check();
  await shot(page, 'mining-detail');
  await page.getByTestId('mining-submit').click();
  await expect(page).toHaveURL(/\/pages\/mining\/record$/);
  await expect(page.getByTestId('mining-lease').first()).toHaveAttribute('data-status', 'active');
  await shot(page, 'mining-record');
});

test('back office: the products, the earn account with a funding awaiting a second admin, the holdings', async ({ browser }) => {
  rootToken = await adminLogin();
  // Funding the earn account moves recorded platform holdings: record some first (Platform money), then propose.
  await data(api.post('/api/admin/treasury/holdings', { headers: { authorization: rootToken }, data: { asset: 'USDT', amount: '10000', reference: 'e2e bank account', note: '' } }));
  await data(api.post('/api/admin/earn/fundings', { headers: { authorization: rootToken }, data: { coin: 'USDT', amount: '5000', note: 'e2e top-up' } }));
  const admin = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  // The token is in place before the back office boots: set after it, a booted app has already signed out.
  await admin.addInitScript((t) => localStorage.setItem('candor.admin.token', t), rootToken);
  const ap = await admin.newPage();
  await ap.goto('/admin/#/earn_products');
  await expect(ap.getByTestId('earn-products-trust').getByTestId('earn-product-row').first()).toBeVisible();
  await ap.screenshot({ path: '/tmp/earn-ui-admin-products.png', fullPage: true });
  await ap.getByTestId('earn-tab-uplan').click();
  await expect(ap.getByTestId('earn-uplan')).toBeVisible();
  await ap.goto('/admin/#/earn_account');
  await expect(ap.getByTestId('earn-account-coins')).toContainText('USDT');
  await expect(ap.getByTestId('earn-pending')).toContainText('e2e top-up');
  await ap.screenshot({ path: '/tmp/earn-ui-admin-account.png', fullPage: true });
  await ap.goto('/admin/#/earn_holdings');
  await expect(ap.getByText('redeemed').first()).toBeVisible();
  await ap.screenshot({ path: '/tmp/earn-ui-admin-holdings.png', fullPage: true });
  await admin.close();
});
