import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { ProofFile } from '../packages/shared/src/proof/merkle';
import { dataOf as data, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { latestCode, registerByEmail, shot, uniqueEmail } from './support/web';

/**
 * API keys and proof of liabilities at 390x844, on the journey's clock (TEST_CLOCK=1): a user registers in the app,
 * sets a fund password, creates an API key on the API management page (the secret shown once, then gone) and pauses
 * it. They and two other users borrow USDT (real balances); two days later (POST /api/dev/clock runs proof.daily) the
 * proof page checks the user's real leaf and path in the browser with WebCrypto and verifies; a proof whose sibling
 * was changed on the way (served by the test) does not.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'secret123';
const PIN = '135790';
let server: OwnServer;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let rootToken = '';
let kycs = 0;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  server = await startOwnServer({ TEST_CLOCK: '1' });
  api = server.api;
  rootToken = await firstAdminToken(api);
  context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** Basic KYC approved by the first admin, then a 7-day loan paid out to the user's funding account. */
async function borrow(token: string, amount: string): Promise<void> {
  const headers = { authorization: token };
  await data(api.post('/api/user/basicKyc', { headers, form: { full_name: 'Alice Example', id_type: 'passport', id_number: `P${(Date.now() % 1e6) * 10 + (kycs++ % 10)}`, country: 'DE', birth_date: '1990-05-17' } }));
  const queue = await data<{ items: { id: number }[] }>(api.get('/api/admin/kyc?status=pending', { headers: { authorization: rootToken } }));
  for (const item of queue.items) await data(api.post(`/api/admin/kyc/${item.id}/approve`, { headers: { authorization: rootToken } }));
  const index = await data<{ products: { id: number; term_days: number }[] }>(api.get('/api/loan/index', { headers }));
  const seven = index.products.find((p) => p.term_days === 7)?.id ?? 0;
  await data(api.post('/api/loan/apply', { headers, form: { product_id: String(seven), amount } }));
}

/** Another user, through the API only. */
async function otherUser(): Promise<string> {
  const email = uniqueEmail('proof-other');
  await data(api.post('/api/email_send', { form: { email } }));
  const code = await latestCode(api, email);
  return (await data<{ token: string }>(api.post('/api/user/register', { form: { mode: 'email', email, code, password: PASSWORD, re_password: PASSWORD, agree: '1', sms_consent: '1' } }))).token;
}

test('API key created with the fund password (secret shown once), paused; the real proof verifies in the browser', async () => {
  test.setTimeout(90_000);
  const email = uniqueEmail('proof');
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, api, email, PASSWORD);
  await expect(page).not.toHaveURL(/register/);
  const login = await data<{ token: string; user: { id: number } }>(api.post('/api/user/login', { form: { account: email, password: PASSWORD } }));
  const headers = { authorization: login.token };
  await data(api.post('/api/sms_other_mail', { headers, form: {} }));
  const code = await latestCode(api, email);
  await data(api.post('/api/user/setpaypwd', { headers, form: { password: PASSWORD, code, pay_password: PIN, re_pay_password: PIN } }));

  // Me leads to the API management page.
  await page.goto('/pages/profile/index');
  await page.getByText('API management').click();
  await expect(page).toHaveURL(/\/pages\/settings\/api\/index$/);
  await expect(page.getByTestId('apikeys-page')).toBeVisible();
  await page.locator('input#label').fill('grid bot');
  await page.getByTestId('apikey-futures').check();
  await page.locator('input#ip_allow').fill('203.0.113.5, 198.51.100.7');
  await page.locator('input#pay_password').fill(PIN);
  await page.getByTestId('apikey-create').click();
  await expect(page.getByTestId('apikey-secret-card')).toBeVisible();
  const secret = (await page.getByTestId('apikey-secret').textContent()) ?? '';
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await expect(page.getByTestId('apikey-list')).toContainText('grid bot');
  await shot(page, 'proof-apikey-secret-once');
  await page.getByTestId('apikey-secret-done').click();
  await expect(page.getByTestId('apikey-secret-card')).toHaveCount(0);
  // The list never carries the secret again.
  expect(await (await api.get('/api/apikey/list', { headers })).text()).not.toContain(secret);
  await page.getByTestId('apikey-pause').click();
  await expect(page.getByTestId('apikey-status')).toHaveText('Paused');
  await shot(page, 'proof-apikey-list');

  // Real balances: the user and two others borrow; two days on, the daily job has published a proof holding them.
  await borrow(login.token, '500');
  for (const amount of ['120', '75.5']) await borrow(await otherUser(), amount);
  await page.goto('/pages/assets/proof');
  await expect(page.getByTestId('proof-page')).toContainText(/No proof published yet|No balance in this proof/);
  await data(api.post('/api/dev/clock', { data: { days: 2 } }));
  await page.reload();
  await expect(page.getByTestId('proof-ok-USDT')).toBeVisible();
  await expect(page.getByTestId('proof-verdict')).toContainText('Every asset verified');
  await expect(page.getByTestId('proof-asset-USDT')).toContainText('500 USDT');
  await expect(page.getByTestId('proof-asset-USDT')).toContainText('695.5 USDT');
  await shot(page, 'proof-verified');
  const download = page.waitForEvent('download');
  await page.getByTestId('proof-download').click();
  expect((await download).suggestedFilename()).toMatch(/^candor-proof-\d{4}-\d{2}-\d{2}\.json$/);

  // The same proof with a sibling's sum lowered on the way: the browser's own check refuses it.
  const file = await data<ProofFile>(api.get('/api/proof/mine', { headers }));
  const asset = file.assets[0] as ProofFile['assets'][number];
  expect(asset.path.length).toBeGreaterThan(0);
  const step = asset.path[0] as (typeof asset.path)[number];
  const tampered = { ...file, assets: [{ ...asset, path: [{ ...step, sum: '1' }, ...asset.path.slice(1)] }] };
  await page.route('**/api/proof/mine**', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ type: 'ok', code: 1, message: 'OK', data: tampered }) }));
  await page.reload();
  await expect(page.getByTestId('proof-bad-USDT')).toBeVisible();
  await expect(page.getByTestId('proof-verdict')).toContainText('does not add up');
  await shot(page, 'proof-failed');
});
