import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, enrolAdmin, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { fill, registerByEmail } from './support/web';

/**
 * The IEO journey at 390x844 on the journey's clock (TEST_CLOCK=1: POST /api/dev/clock moves the server's time and
 * runs the jobs then due, so the scheduler's ieo.settle job does its work at once, no sleeps and no waiting): an
 * operator opens a project through the admin API; a user funded with 500 USDT subscribes in the app (the cost is
 * locked) beside the trial install's sample project, sees the allotment at the allotment date, pays, and sees the
 * tokens credited locked at the pay date and unlocked on schedule. The operator then lists the token's spot market and
 * the user offers tokens on it at once. Last, a currency subscription product, passed by a second admin, is bought.
 *
 * Its own server (fresh database): the back office needs the first admin's second factor.
 */
test.describe.configure({ mode: 'serial' });

const email = `ieo.${Date.now()}@example.com`;
const PASSWORD = 'secret123';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const TOKEN = 'NEWT';
let server: OwnServer;
let api: APIRequestContext;
let user: BrowserContext;
let page: Page;
let rootToken = '';
let operatorToken = '';
let userToken = '';
let projectId = 0;
/** When the project's subscription window opened, on the server's clock. */
let projectStart = 0;
let applicationId = 0;

const shot = async (name: string): Promise<void> => {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 4000 }).catch(() => undefined);
  await page.screenshot({ path: `/tmp/ieo-${name}.png` });
};

async function mobile(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

/** The server's time (its clock runs ahead of this machine's once the journey moved it). */
const serverNow = async (): Promise<number> => (await data<{ now: number }>(api.post('/api/dev/clock', { data: { ms: 0 } }))).now;

/** Moves the server's clock to `at` (never back) and runs the jobs due then. */
async function advanceTo(at: number): Promise<void> {
  const ms = at - (await serverNow());
  if (ms > 0) await data(api.post('/api/dev/clock', { data: { ms } }));
}

/** The application's status as the API answers it. */
const statusOf = async (): Promise<number> =>
  (await data<{ status: number }>(api.get(`/api/ieo/order?id=${applicationId}`, { headers: { authorization: userToken } }))).status;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer({ TEST_CLOCK: '1' });
  api = server.api;
  rootToken = await firstAdminToken(api);
  const created = await data<{ password: string }>(api.post('/api/admin/admins', { headers: { authorization: rootToken }, data: { username: 'ops_e2e', role: 'operator' } }));
  operatorToken = await enrolAdmin(api, 'ops_e2e', created.password, 'an-operator-password-42');
  user = await mobile(browser, server.baseURL);
  page = await user.newPage();
});

test.afterAll(async () => {
  await user?.close();
  await server?.stop();
});

test('a user registers and 500 USDT are deposited (through the API)', async () => {
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, api, email, PASSWORD);
  await expect(page).not.toHaveURL(/register/);
  userToken = (await data<{ token: string }>(api.post('/api/user/login', { form: { account: email, password: PASSWORD } }))).token;
  const auth = { authorization: userToken };
  const proof = await data<{ id: number }>(api.post('/api/uploadRecharge', { headers: auth, multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } } }));
  const deposit = await data<{ id: number }>(api.post('/api/wallet/charge_req', { headers: auth, form: { coin: 'USDT', network: 'TRC20', amount: '500', proof_id: proof.id } }));
  await data(api.post(`/api/admin/deposits/${deposit.id}/approve`, { headers: { authorization: rootToken } }));
});

test('an operator opens a project; the user subscribes in the app and the cost is locked', async () => {
  const start = (await serverNow()) + 2000;
  projectStart = start;
  const project = await data<{ id: number }>(api.post('/api/admin/ieo/projects', { headers: { authorization: operatorToken }, data: {
    token: TOKEN, name: 'New Token', price: '0.5', total_supply: '1000', min: '10', max: '600',
    apply_start: start, apply_end: start + 90_000, allotment_at: start + 90_000, pay_by: start + 150_000,
    unlock_schedule: [{ at: start + 165_000, percent: '50' }, { at: start + 180_000, percent: '100' }],
    texts: { en: { description: 'A sample project of the browser journey.', risks: 'A new token may lose all of its value.' } },
  } }));
  projectId = project.id;
  // The window opens two seconds after the project is created.
  await advanceTo(start + 1000);
  await expect.poll(async () => (await data<{ items: { token: string; phase: string }[] }>(api.get('/api/ieo/list'))).items.find((p) => p.token === TOKEN)?.phase,
    { timeout: 20_000 }).toBe('open');
  await page.goto('/pages/assets/ieo/index');
  // The trial install's sample project is there too, marked as a simulated sample.
  const sample = page.getByTestId('ieo-project').filter({ hasText: 'SMPL' });
  await expect(sample.getByTestId('ieo-sample')).toHaveText('Sample · simulated');
  await sample.scrollIntoViewIfNeeded();
  await shot('sample');
  await page.evaluate(() => window.scrollTo(0, 0));
  const card = page.getByTestId('ieo-project').filter({ hasText: TOKEN });
  await expect(card.getByTestId('ieo-apply')).toBeVisible({ timeout: 30_000 });
  await fill(page, `amount-${projectId}`, '5');
  await card.getByTestId('ieo-apply').click();
  await expect(card.getByText('At least 10')).toBeVisible();
  await fill(page, `amount-${projectId}`, '200');
  await expect(card.getByTestId('ieo-cost')).toHaveText('100 USDT');
  await shot('index');
  await card.getByTestId('ieo-apply').click();
  await expect(page).toHaveURL(/\/pages\/assets\/ieo\/orderDetail\?id=\d+/);
  applicationId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('ieo-order')).toHaveAttribute('data-status', '1');
  await expect(page.getByTestId('ieo-status')).toHaveText('Subscribed');
  await shot('order-subscribed');
  // 100 USDT of the 500 are locked as the deposit.
  const mine = await data<{ items: { deposit: string }[] }>(api.get('/api/ieo/myApply', { headers: { authorization: userToken } }));
  expect(mine.items[0]?.deposit).toBe('100');
});

test('at the allotment date the subscription is allotted; the user pays it', async () => {
  await advanceTo(projectStart + 91_000);
  await expect.poll(statusOf).toBe(3);
  await page.reload();
  await expect(page.getByTestId('ieo-status')).toHaveText('Allotted, awaiting payment');
  await expect(page.getByTestId('ieo-allotted')).toHaveText(`200 ${TOKEN}`);
  await shot('order-allotted');
  await page.getByTestId('ieo-pay').click();
  await expect(page.getByTestId('ieo-order')).toHaveAttribute('data-status', '4');
  await expect(page.getByTestId('ieo-status')).toHaveText('Paid');
});

test('at the pay date the tokens arrive locked, then unlock on schedule', async () => {
  await advanceTo(projectStart + 151_000);
  await expect.poll(statusOf).toBeGreaterThanOrEqual(5);
  await page.reload();
  await expect(page.getByTestId('ieo-locked')).not.toHaveText(`0 ${TOKEN}`);
  await shot('order-frozen');
  await advanceTo(projectStart + 181_000);
  await expect.poll(statusOf).toBe(6);
  await page.reload();
  await expect(page.getByTestId('ieo-status')).toHaveText('Unfrozen');
  await expect(page.getByTestId('ieo-unlocked')).toHaveText(`200 ${TOKEN}`);
  await expect(page.getByTestId('ieo-locked')).toHaveText(`0 ${TOKEN}`);
  await shot('order-unfrozen');
  await page.goto('/pages/assets/ieo/orderList');
  await expect(page.getByTestId('ieo-order-row').first()).toHaveAttribute('data-status', '6');
  await shot('order-list');
});

test('the operator lists the token\'s spot market; the user offers tokens on it at once, no price set by anyone', async () => {
  const listed = await data<{ symbol: string }>(api.post(`/api/admin/ieo/projects/${projectId}/market`, { headers: { authorization: operatorToken }, data: { tick_size: '0.0001', lot_size: '0.01' } }));
  expect(listed.symbol).toBe(`${TOKEN}/USDT`);
  await page.goto(`/pages/trade/index?symbol=${TOKEN}/USDT`);
  await expect(page.getByTestId('trade-page')).toHaveAttribute('data-symbol', `${TOKEN}/USDT`);
  await page.getByTestId('side-sell').click();
  await page.getByTestId('trade-price').fill('0.8');
  await page.getByTestId('trade-amount').fill('50');
  await page.getByTestId('trade-submit').click();
  await expect(page.locator('.adm-toast-main')).toContainText('Order placed');
  await expect(page.getByTestId('orders-open').getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('book-ask').first()).toBeVisible();
  await shot('spot-market');
});

test('a currency subscription product passed by a second admin is bought in the app', async () => {
  const start = (await serverNow()) + 1000;
  const product = await data<{ id: number }>(api.post('/api/admin/publication/products', { headers: { authorization: rootToken }, data: {
    token: 'PUBX', name: 'Pub Coin', price: '2', total: '100', min: '1', max: '60', start_at: start, end_at: start + 600_000, launch_at: start + 1_200_000,
    texts: { en: { description: 'A sample subscription product of the browser journey.' } },
  } }));
  await page.goto(`/pages/publication/details?id=${product.id}`);
  await expect(page.getByTestId('publication-state')).toHaveText('Under review');
  await data(api.post(`/api/admin/publication/products/${product.id}/pass`, { headers: { authorization: operatorToken } }));
  await page.goto('/pages/publication/index');
  await expect(page.getByTestId('publication-product').first()).toBeVisible();
  await advanceTo(start + 1000);
  await expect.poll(async () => (await data<{ state: string }>(api.get(`/api/publication/detail?id=${product.id}`))).state).toBe('subscribing');
  await page.reload();
  await expect(page.getByTestId('publication-state').first()).toHaveText('Subscribing', { timeout: 30_000 });
  await shot('publication-index');
  await page.getByTestId('publication-product').first().click();
  await page.getByTestId('publication-buy').click();
  await fill(page, 'amount', '10');
  // A purchase is paid at once (not locked as an IEO subscription is), at the product's price.
  await expect(page.getByText('Cost (paid now)')).toBeVisible();
  await expect(page.getByText('Price', { exact: true })).toBeVisible();
  await page.getByTestId('publication-purchase').click();
  await expect(page.getByTestId('publication-orders')).toContainText(`10 PUBX`);
  await shot('publication-purchase');
});
