import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { adminContext, adminMenu, shotAs } from './support/admin';
import { latestCode } from './support/web';

/**
 * API keys in the back office: a user's key (made through the API with the fund password) is listed with its
 * permissions, IP allow-list and mode, filtered by user, and revoked after a confirmation; the Binance API then
 * refuses it (-2015). Its own server: the first admin is enrolled here through the API.
 */

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => shotAs(page, `admin-${name}`);
const menu = adminMenu;

let server: OwnServer;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let userId = 0;
let apiKey = '';

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  api = server.api;
  const admin = await firstAdminToken(api);
  context = await adminContext(browser, server.baseURL, admin);
  page = await context.newPage();
  const email = `keys.${Date.now()}@example.com`;
  await data(api.post('/api/email_send', { form: { email } }));
  const reg = await data<{ token: string; user: { id: number } }>(api.post('/api/user/register', {
    form: { mode: 'email', email, code: await latestCode(api, email), password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1' },
  }));
  userId = reg.user.id;
  const auth = { authorization: reg.token };
  await data(api.post('/api/sms_other_mail', { headers: auth, form: {} }));
  await data(api.post('/api/user/setpaypwd', { headers: auth, form: { password: 'secret123', code: await latestCode(api, email), pay_password: '135790', re_pay_password: '135790' } }));
  const made = await data<{ key: { api_key: string } }>(api.post('/api/apikey/create', {
    headers: auth, form: { label: 'grid bot', spot: '1', ip_allow: '127.0.0.1', pay_password: '135790' },
  }));
  apiKey = made.key.api_key;
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('the admin finds a user\'s API key and revokes it; the Binance API refuses it from then on', async () => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/admin/#/');
  await menu(page).getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/#\/api_keys/);
  await page.getByLabel('User ID').fill(String(userId));
  const row = page.getByRole('row').filter({ hasText: 'grid bot' });
  await expect(row).toContainText('read, spot');
  await expect(row).toContainText('127.0.0.1');
  await expect(row).toContainText('active');
  await shot(page, 'apikeys-list');
  await row.getByTestId('admin-apikey-revoke').click();
  await page.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(row).toContainText('revoked');
  await shot(page, 'apikeys-revoked');
  const res = await api.get('/binance/api/v3/account?timestamp=1&signature=00', { headers: { 'X-MBX-APIKEY': apiKey } });
  expect(await res.json()).toEqual({ code: -2015, msg: 'Invalid API-key, IP, or permissions for action.' });
  expect(errors).toEqual([]);
});
