import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { fill, registerByEmail, shot } from './support/web';

/**
 * A loan end to end, at 390x844: a user registers in the app and sees that borrowing needs KYC; compliance approves
 * their basic KYC (through the admin API); they borrow 500 USDT for 7 days, seeing the cost before confirming, then
 * repay part and the rest on the record page. Its own server (fresh database, trial install: the loan account is
 * funded from the outside world at start).
 */
test.describe.configure({ mode: 'serial' });

const email = `loans.${Date.now()}@example.com`;
const PASSWORD = 'secret123';
let server: OwnServer;
let api: APIRequestContext;
let user: BrowserContext;
let page: Page;
let rootToken = '';
let userToken = '';

async function mobile(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  api = server.api;
  rootToken = await firstAdminToken(api);
  user = await mobile(browser, server.baseURL);
  page = await user.newPage();
});

test.afterAll(async () => {
  await user?.close();
  await server?.stop();
});

test('a user registers; before KYC the loan page says borrowing needs it', async () => {
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, api, email, PASSWORD);
  await expect(page).not.toHaveURL(/register/);
  userToken = (await data<{ token: string }>(api.post('/api/user/login', { form: { account: email, password: PASSWORD } }))).token;
  await page.goto('/pages/loan/index');
  await expect(page.getByTestId('loan-kyc-needed')).toBeVisible();
  await expect(page.getByTestId('loan-limit')).toHaveText('0.00 USDT');
  await expect(page.getByTestId('loan-apply-form')).toHaveCount(0);
  await shot(page, 'loans-kyc-needed');
});

test('after basic KYC the user borrows 500 USDT for 7 days, with the cost shown before confirming', async () => {
  await data(api.post('/api/user/basicKyc', { headers: { authorization: userToken }, form: { full_name: 'Alice Example', id_type: 'passport', id_number: 'P1234567', country: 'DE', birth_date: '1990-05-17' } }));
  const queue = await data<{ items: { id: number }[] }>(api.get('/api/admin/kyc?status=pending', { headers: { authorization: rootToken } }));
  await data(api.post(`/api/admin/kyc/${queue.items[0]?.id ?? 0}/approve`, { headers: { authorization: rootToken } }));
  await page.goto('/pages/loan/index');
  await expect(page.getByTestId('loan-limit')).toHaveText('1,000.00 USDT');
  await expect(page.getByTestId('loan-available')).toHaveText('1,000.00 USDT');
  await page.getByTestId('loan-term-7').click();
  await fill(page, 'amount', '20');
  await page.getByTestId('loan-apply').click();
  await expect(page.getByText('At least 50.00 USDT.')).toBeVisible();
  await fill(page, 'amount', '500');
  await expect(page.getByTestId('loan-interest')).toHaveText('3.00 USDT');
  await expect(page.getByTestId('loan-total')).toHaveText('503.00 USDT');
  await shot(page, 'loans-apply');
  await page.getByTestId('loan-apply').click();
  await expect(page.getByTestId('loan-confirm-text')).toContainText('503.00 USDT');
  await shot(page, 'loans-confirm');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/pages\/loan\/record$/);
  const card = page.getByTestId('loan-card');
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card.getByTestId('loan-owed')).toHaveText('500.00 USDT');
  await shot(page, 'loans-record-open');
  const wallet = await data<{ available: string }>(api.post('/api/wallet/detail', { headers: { authorization: userToken }, form: { coin: 'USDT' } }));
  expect(wallet.available).toBe('500');
});

test('the user repays part, then all; the loan is repaid and the limit is free again', async () => {
  const card = page.getByTestId('loan-card');
  await fill(page, 'repay-1', '120');
  await card.getByTestId('loan-repay').click();
  await expect(card.getByTestId('loan-owed')).toHaveText('380.00 USDT');
  await card.getByTestId('loan-repay-all').click();
  await expect(card).toHaveAttribute('data-status', 'repaid');
  await expect(card.getByTestId('loan-repay-all')).toHaveCount(0);
  await shot(page, 'loans-record-repaid');
  await page.goto('/pages/loan/index');
  await expect(page.getByTestId('loan-available')).toHaveText('1,000.00 USDT');
  await shot(page, 'loans-index-after');
});
