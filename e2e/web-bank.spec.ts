import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, enrolAdmin, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { fill, latestCode, registerByEmail, shot } from './support/web';

/**
 * Bank cards and the bank withdrawal end to end, at 390x844: a user registers in the app; their basic KYC is approved
 * by compliance (through the admin API); they bind a bank card in their verified name (a wrong holder is refused),
 * withdraw USDT to it in EUR at the published rate with the fund password, and see the request under review; finance
 * marks it paid in the back office with the transfer's reference; the user's record shows it paid.
 *
 * Its own server (fresh database): the back office needs the first admin's second factor.
 */
test.describe.configure({ mode: 'serial' });

const email = `bank.${Date.now()}@example.com`;
const PASSWORD = 'secret123';
const PAY = '246810';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
let server: OwnServer;
let api: APIRequestContext;
let user: BrowserContext;
let page: Page;
let rootToken = '';
let financeToken = '';
let userToken = '';

async function mobile(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

test.beforeAll(async ({ browser }) => {
  // A fresh server migrates first and two admins enrol (scrypt): slow on a busy machine.
  test.setTimeout(240_000);
  server = await startOwnServer();
  api = server.api;
  rootToken = await firstAdminToken(api);
  const created = await data<{ password: string }>(api.post('/api/admin/admins', { headers: { authorization: rootToken }, data: { username: 'finance_e2e', role: 'finance' } }));
  financeToken = await enrolAdmin(api, 'finance_e2e', created.password, 'a-finance-password-42');
  user = await mobile(browser, server.baseURL);
  page = await user.newPage();
});

test.afterAll(async () => {
  await user?.close();
  await server?.stop();
});

test('a user registers; before KYC the bank pages ask for it', async () => {
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, api, email, PASSWORD);
  await expect(page).not.toHaveURL(/register/);
  userToken = (await data<{ token: string }>(api.post('/api/user/login', { form: { account: email, password: PASSWORD } }))).token;
  await page.goto('/pages/bankbind/index');
  await expect(page.getByTestId('bank-kyc-needed')).toBeVisible();
  await shot(page, 'bank-cards-kyc-needed');
});

test('basic KYC approved, fund password set, 500 USDT deposited (through the API)', async () => {
  const auth = { authorization: userToken };
  await data(api.post('/api/user/basicKyc', { headers: auth, form: { full_name: 'Alice Example', id_type: 'passport', id_number: 'P1234567', country: 'DE', birth_date: '1990-05-17' } }));
  const queue = await data<{ items: { id: number }[] }>(api.get('/api/admin/kyc?status=pending', { headers: { authorization: rootToken } }));
  await data(api.post(`/api/admin/kyc/${queue.items[0]?.id ?? 0}/approve`, { headers: { authorization: rootToken } }));
  await data(api.post('/api/sms_other_mail', { headers: auth }));
  const security = await latestCode(api, email);
  await data(api.post('/api/user/setpaypwd', { headers: auth, form: { password: PASSWORD, code: security, pay_password: PAY, re_pay_password: PAY } }));
  const proof = await data<{ id: number }>(api.post('/api/uploadRecharge', { headers: auth, multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } } }));
  const deposit = await data<{ id: number }>(api.post('/api/wallet/charge_req', { headers: auth, form: { coin: 'USDT', network: 'TRC20', amount: '500', proof_id: proof.id } }));
  await data(api.post(`/api/admin/deposits/${deposit.id}/approve`, { headers: { authorization: rootToken } }));
});

test('binds a card in the verified name; another holder is refused', async () => {
  await page.goto('/pages/bankbind/index');
  await expect(page.getByTestId('bank-card-add')).toBeVisible();
  await shot(page, 'bank-cards-empty');
  await page.getByTestId('bank-card-add').click();
  await expect(page).toHaveURL(/\/pages\/bankbind\/addbank$/);
  await expect(page.locator('input#holder')).toHaveValue('Alice Example');
  await fill(page, 'holder', 'Mallory Example');
  await fill(page, 'bank_name', 'Sample Bank');
  await fill(page, 'card_number', '6222 0212 3456 7890');
  await page.getByTestId('bank-add-submit').click();
  await expect(page.getByText('The holder must be Alice Example.')).toBeVisible();
  await fill(page, 'holder', 'Alice Example');
  await page.locator('select#currency').selectOption('EUR');
  await fill(page, 'swift', 'DEUTDEFF');
  await fill(page, 'iban', 'DE89 3704 0044 0532 0130 01');
  await shot(page, 'bank-add-form');
  await page.getByTestId('bank-add-submit').click();
  // The IBAN's check digits are wrong: the server says so.
  await expect(page.getByText(/The IBAN is not valid/)).toBeVisible();
  await fill(page, 'iban', 'DE89 3704 0044 0532 0130 00');
  await page.getByTestId('bank-add-submit').click();
  await expect(page).toHaveURL(/\/pages\/bankbind\/index$/);
  const card = page.getByTestId('bank-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Sample Bank');
  await expect(card).toContainText('•••• 7890');
  await expect(card).toContainText('DE89370400440532013000');
  await shot(page, 'bank-cards-one');
});

test('withdraws 100 USDT to the card in EUR at the published rate; the record waits for review', async () => {
  await page.getByTestId('bank-to-withdraw').click();
  await expect(page).toHaveURL(/\/pages\/assets\/withdraw\/bank\/bank$/);
  await expect(page.getByTestId('bank-available')).toHaveText('500 USDT');
  await expect(page.getByTestId('bank-currency-EUR')).toBeVisible();
  await fill(page, 'amount', '100');
  await expect(page.getByTestId('bank-receive')).toHaveText('92 EUR');
  await fill(page, 'pay_password', PAY);
  await shot(page, 'bank-withdraw-form');
  await page.getByTestId('bank-withdraw-submit').click();
  const record = page.getByTestId('bank-record').first();
  await expect(record).toHaveAttribute('data-status', 'processing');
  await expect(record).toContainText('100 USDT → 92 EUR');
  await expect(record).toContainText('Under review');
  await expect(page.getByTestId('bank-available')).toHaveText('399 USDT');
  await record.scrollIntoViewIfNeeded();
  await shot(page, 'bank-withdraw-processing');
});

test('finance marks it paid in the back office', async ({ browser }) => {
  const admin = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
  // The finance admin's session is in place before the back office loads.
  await admin.addInitScript((t) => localStorage.setItem('candor.admin.token', t), financeToken);
  const desk = await admin.newPage();
  await desk.goto('/admin/#/bank_withdrawals');
  const row = desk.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('92 EUR');
  await row.click();
  await expect(desk.getByTestId('review-notice')).toContainText('Waiting for review');
  await expect(desk.getByText('6222021234567890')).toBeVisible();
  await desk.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel('Transfer reference (optional)').fill('SEPA-E2E-0001');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(desk.getByTestId('review-notice')).toContainText('92 EUR marked paid by admin');
  await desk.screenshot({ path: 'e2e/artifacts/admin-bank-withdrawal-paid.png', fullPage: true });
  await admin.close();
});

test('the user sees the record paid with the reference', async () => {
  await page.reload();
  const record = page.getByTestId('bank-record').first();
  await expect(record).toHaveAttribute('data-status', 'approved');
  await expect(record).toContainText('Paid');
  await expect(record).toContainText('SEPA-E2E-0001');
  await expect(page.getByTestId('bank-available')).toHaveText('399 USDT');
  await record.scrollIntoViewIfNeeded();
  await shot(page, 'bank-withdraw-paid');
});
