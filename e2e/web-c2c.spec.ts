import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, enrolAdmin, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { latestCode, loginByEmail, shot } from './support/web';

/**
 * C2C end to end at 390x844, with two browser contexts on a server of its own: a merchant (advanced KYC, approved by
 * compliance, bond locked, a bank card, a sell ad of 500 USDT at 1.00 USD, all set up through the API) and a buyer
 * (basic KYC). The buyer takes the ad for 100 USD, marks it paid with a proof image and writes in the chat; the
 * merchant sees the message live, answers and releases; both see the order completed and the balances moved.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'secret123';
const stamp = Date.now();
const merchantEmail = `c2c.merchant.${stamp}@example.com`;
const buyerEmail = `c2c.buyer.${stamp}@example.com`;
// A 1x1 PNG: what a phone's screenshot of a bank transfer stands for.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let server: OwnServer;
let api: APIRequestContext;
let rootToken = '';
let complianceToken = '';
let merchantToken = '';
let buyerToken = '';
let buyerCtx: BrowserContext;
let merchantCtx: BrowserContext;
let buyer: Page;
let merchant: Page;
let orderId = 0;

const mobile = (browser: Browser, baseURL: string): Promise<BrowserContext> =>
  browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

async function register(email: string): Promise<string> {
  await api.post('/api/email_send', { form: { email } });
  const code = await latestCode(api, email);
  await data(api.post('/api/user/register', { form: { mode: 'email', email, code, password: PASSWORD, re_password: PASSWORD, agree: '1', sms_consent: '1' } }));
  return (await data<{ token: string }>(api.post('/api/user/login', { form: { account: email, password: PASSWORD } }))).token;
}

async function approvePendingKyc(): Promise<void> {
  const queue = await data<{ items: { id: number }[] }>(api.get('/api/admin/kyc?status=pending', { headers: { authorization: rootToken } }));
  const id = queue.items[0]?.id ?? 0;
  const first = await data<{ approved: boolean }>(api.post(`/api/admin/kyc/${id}/approve`, { headers: { authorization: rootToken } }));
  if (!first.approved) await data(api.post(`/api/admin/kyc/${id}/approve`, { headers: { authorization: complianceToken } }));
}

async function basicKyc(token: string, name: string): Promise<void> {
  await data(api.post('/api/user/basicKyc', { headers: { authorization: token }, form: { full_name: name, id_type: 'passport', id_number: `P${stamp % 1e7}`, country: 'DE', birth_date: '1990-05-17' } }));
  await approvePendingKyc();
}

async function deposit(token: string, amount: string): Promise<void> {
  const auth = { authorization: token };
  const proof = await data<{ id: number }>(api.post('/api/uploadRecharge', { headers: auth, multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } } }));
  const d = await data<{ id: number }>(api.post('/api/wallet/charge_req', { headers: auth, form: { coin: 'USDT', network: 'TRC20', amount, proof_id: proof.id } }));
  await data(api.post(`/api/admin/deposits/${d.id}/approve`, { headers: { authorization: rootToken } }));
}

const usdt = async (token: string): Promise<string> =>
  (await data<{ available: string }>(api.post('/api/wallet/detail', { headers: { authorization: token }, form: { coin: 'USDT' } }))).available;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  api = server.api;
  rootToken = await firstAdminToken(api);
  const created = await data<{ password: string }>(api.post('/api/admin/admins', { headers: { authorization: rootToken }, data: { username: 'c2c_compliance', role: 'compliance' } }));
  complianceToken = await enrolAdmin(api, 'c2c_compliance', created.password, 'a-compliance-password-42');
  buyerCtx = await mobile(browser, server.baseURL);
  merchantCtx = await mobile(browser, server.baseURL);
  buyer = await buyerCtx.newPage();
  merchant = await merchantCtx.newPage();
});

test.afterAll(async () => {
  await buyerCtx?.close();
  await merchantCtx?.close();
  await server?.stop();
});

test('a merchant is approved, locks the bond and publishes a sell ad; the merchant pages show it', async () => {
  test.setTimeout(120_000);
  merchantToken = await register(merchantEmail);
  const auth = { authorization: merchantToken };
  await basicKyc(merchantToken, 'Mia Merchant');
  const ids: Record<string, number> = {};
  for (const kind of ['front', 'selfie', 'address']) {
    ids[kind] = (await data<{ id: number }>(api.post(`/api/user/kyc/upload/${kind}`, { headers: auth, multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer: PNG } } }))).id;
  }
  await data(api.post('/api/user/advancedKyc', { headers: auth, form: { front_id: ids.front ?? 0, selfie_id: ids.selfie ?? 0, address_proof_id: ids.address ?? 0, address: '1 Sample Street, Berlin' } }));
  await approvePendingKyc();
  await deposit(merchantToken, '2000');

  await merchant.goto('/pages/user/login/login?backpage=%2Fpages%2Fassets%2Fc2c%2Fmerchant&backtype=2');
  await loginByEmail(merchant, merchantEmail, PASSWORD);
  await expect(merchant).toHaveURL(/\/pages\/assets\/c2c\/merchant$/);
  await merchant.locator('input#nickname').fill('MiaTrades');
  await shot(merchant, 'c2c-merchant-apply');
  await merchant.getByTestId('c2c-apply').click();
  await expect(merchant.getByTestId('c2c-merchant-standing')).toHaveAttribute('data-status', 'pending');

  const queue = await data<{ items: { id: number }[] }>(api.get('/api/admin/c2c/merchants?status=pending', { headers: { authorization: complianceToken } }));
  await data(api.post(`/api/admin/c2c/merchants/${queue.items[0]?.id ?? 0}/approve`, { headers: { authorization: complianceToken } }));
  await merchant.reload();
  await merchant.getByTestId('c2c-bond-lock').click();
  await expect(merchant.getByTestId('c2c-merchant-standing')).toHaveAttribute('data-status', 'active');
  await merchant.getByTestId('c2c-pay-kind').first().click();
  await merchant.locator('input#m_account').fill('6222 0200 0000 1234');
  await merchant.locator('input#m_holder').fill('Mia Merchant');
  await merchant.locator('input#m_bank').fill('Sample Bank');
  await merchant.getByTestId('c2c-pay-method-add').click();
  await expect(merchant.getByTestId('c2c-pay-method')).toHaveCount(1);
  await expect(merchant.getByTestId('c2c-bond')).toContainText('1000');
  await shot(merchant, 'c2c-merchant-active');

  await merchant.getByTestId('c2c-my-ads-link').click();
  await merchant.getByTestId('c2c-ad-new').click();
  await merchant.locator('input#fixed_price').fill('1');
  await merchant.locator('input#min_amount').fill('10');
  await merchant.locator('input#max_amount').fill('500');
  await merchant.locator('input#available').fill('500');
  await merchant.getByTestId('c2c-ad-method').first().click();
  await merchant.locator('input#terms').fill('Pay from an account in your own name.');
  await shot(merchant, 'c2c-my-ads-new');
  await merchant.getByTestId('c2c-ad-publish').click();
  await expect(merchant.getByTestId('c2c-my-ad')).toHaveAttribute('data-status', 'online');
  await shot(merchant, 'c2c-my-ads');
  // 2,000 deposited, 1,000 locked as the bond; an ad locks nothing until an order puts its coins in escrow.
  expect(await usdt(merchantToken)).toBe('1000');
});

test('the buyer finds the ad, buys 100 USD of USDT and sees the countdown and where to pay', async () => {
  buyerToken = await register(buyerEmail);
  await basicKyc(buyerToken, 'Ben Buyer');
  await buyer.goto('/pages/user/login/login?backpage=%2Fpages%2Fassets%2Fc2c%2Findex&backtype=2');
  await loginByEmail(buyer, buyerEmail, PASSWORD);
  await expect(buyer).toHaveURL(/\/pages\/assets\/c2c\/index$/);
  const ad = buyer.getByTestId('c2c-ad');
  await expect(ad).toHaveCount(1);
  await expect(ad.getByTestId('c2c-merchant')).toHaveText('MiaTrades');
  await shot(buyer, 'c2c-index');
  await buyer.getByTestId('c2c-tab-sell').click();
  await expect(buyer.getByTestId('c2c-ad')).toHaveCount(0);
  await buyer.getByTestId('c2c-tab-buy').click();
  await buyer.getByTestId('c2c-take').click();
  await expect(buyer).toHaveURL(/\/pages\/assets\/c2c\/buy\?id=\d+$/);
  await buyer.locator('input#amount').fill('5');
  await buyer.getByTestId('c2c-submit').click();
  await expect(buyer.getByText('At least 10.00 USD')).toBeVisible();
  await buyer.locator('input#amount').fill('100');
  await expect(buyer.getByTestId('c2c-quantity')).toHaveText('100 USDT');
  await expect(buyer.getByTestId('c2c-total')).toHaveText('100 USD');
  await expect(buyer.getByTestId('c2c-deadline')).toContainText('30 minutes');
  await shot(buyer, 'c2c-buy');
  await buyer.getByTestId('c2c-submit').click();
  await expect(buyer).toHaveURL(/\/pages\/assets\/c2c\/orderDetail\?id=\d+$/);
  orderId = Number(new URL(buyer.url()).searchParams.get('id'));
  await expect(buyer.getByTestId('c2c-order')).toHaveAttribute('data-status', '1');
  await expect(buyer.getByTestId('c2c-countdown')).toContainText(/(29|30):\d\d/);
  await expect(buyer.getByTestId('c2c-pay-info')).toHaveText('6222 0200 0000 1234');
  await shot(buyer, 'c2c-order-paying');
});

test('the buyer marks it paid with a proof and writes; the merchant sees it live, answers and releases', async () => {
  await buyer.getByTestId('c2c-proof-input').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(buyer.getByTestId('c2c-proof-state')).toContainText('transfer.png');
  await buyer.getByTestId('c2c-pay').click();
  await buyer.locator('.adm-dialog').getByRole('button', { name: 'I have paid' }).click();
  await expect(buyer.getByTestId('c2c-order')).toHaveAttribute('data-status', '2');
  await expect(buyer.getByTestId('c2c-image')).toBeVisible();
  await buyer.getByTestId('c2c-chat-input').fill('Sent 100 USD from my bank, reference C2C.');
  await buyer.getByTestId('c2c-chat-send').click();
  await expect(buyer.getByTestId('c2c-message')).toHaveCount(1);

  await merchant.goBack();
  await merchant.getByTestId('c2c-merchant-orders-link').click();
  const row = merchant.getByTestId('c2c-order-row');
  await expect(row).toHaveAttribute('data-status', '2');
  await shot(merchant, 'c2c-merchant-orders');
  await row.click();
  await expect(merchant.getByTestId('c2c-order')).toHaveAttribute('data-status', '2');
  await expect(merchant.getByTestId('c2c-message')).toHaveText(/Sent 100 USD from my bank/);
  await expect(merchant.getByTestId('c2c-image').first()).toBeVisible();
  await merchant.getByTestId('c2c-chat-input').fill('Received, releasing now.');
  await merchant.getByTestId('c2c-chat-send').click();
  // The buyer's page hears the answer over the websocket, without a reload.
  await expect(buyer.getByTestId('c2c-message')).toHaveCount(2);
  await shot(merchant, 'c2c-order-merchant-paid');
  await merchant.getByTestId('c2c-release').click();
  await merchant.locator('.adm-dialog').getByRole('button', { name: 'Release coins' }).click();
  await expect(merchant.getByTestId('c2c-order')).toHaveAttribute('data-status', '3');
  await shot(merchant, 'c2c-order-merchant-completed');
});

test('both see the order completed and the balances moved', async () => {
  await expect(buyer.getByTestId('c2c-order')).toHaveAttribute('data-status', '3');
  await expect(buyer.getByTestId('c2c-status')).toHaveText('Completed');
  await shot(buyer, 'c2c-order-completed');
  // In the app (history back to the market, then its Orders link): no page load.
  await buyer.goBack();
  await buyer.getByTestId('c2c-orders-link').click();
  await expect(buyer.getByTestId('c2c-order-row')).toHaveAttribute('data-status', '3');
  // The answer was read in the open chat: nothing is left unread.
  await expect(buyer.getByTestId('c2c-order-row').getByTestId('c2c-row-unread')).toHaveCount(0);
  await buyer.getByTestId('c2c-status-1').click();
  await expect(buyer.getByTestId('c2c-order-row')).toHaveCount(0);
  await buyer.getByTestId('c2c-status-3').click();
  await expect(buyer.getByTestId('c2c-order-row')).toHaveCount(1);
  await shot(buyer, 'c2c-order-list');
  expect(await usdt(buyerToken)).toBe('100');
  expect(await usdt(merchantToken)).toBe('900');
  const ads = await data<{ items: { available: string }[] }>(api.get('/api/ctc/product/list?side=buy&coin=USDT&fiat=USD'));
  expect(ads.items[0]?.available).toBe('400');
  await buyer.getByTestId('c2c-order-row').click();
  await expect(buyer).toHaveURL(new RegExp(`orderDetail\\?id=${orderId}$`));
  await expect(buyer.getByTestId('c2c-order')).toHaveAttribute('data-status', '3');
  await expect(buyer.getByTestId('c2c-actions')).toHaveCount(0);
});

test('an appeal: the buyer appeals a paid order; support sees the reason, proof and chat in the back office and releases', async ({ browser }) => {
  const auth = { authorization: buyerToken };
  const ads = await data<{ items: { id: number; payment_methods: { id: number }[] }[] }>(api.get('/api/ctc/product/list?side=buy&coin=USDT&fiat=USD'));
  const ad = ads.items[0];
  const order = await data<{ id: number }>(api.post('/api/ctc/order/add', { headers: auth, form: { id: ad?.id ?? 0, amount: '50', payment_method_id: ad?.payment_methods[0]?.id ?? 0 } }));
  await data(api.put('/api/ctc/order/pay', { headers: auth, form: { id: order.id } }));
  await data(api.post('/api/ctc/chat/send', { headers: auth, form: { id: order.id, text: 'Paid 50 USD an hour ago.' } }));
  await buyer.goBack();
  const row = buyer.locator(`[data-testid="c2c-order-row"][data-status="2"]`);
  await row.click();
  await buyer.getByTestId('c2c-appeal').click();
  await buyer.getByTestId('c2c-appeal-reason').fill('I paid 50 USD but the seller does not release.');
  await buyer.getByTestId('c2c-appeal-send').click();
  await expect(buyer.getByTestId('c2c-order')).toHaveAttribute('data-status', '4');
  await shot(buyer, 'c2c-order-appeal');

  const admin = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  // The token is in place before the back office boots: set after it, a booted app has already signed out.
  await admin.addInitScript((t) => localStorage.setItem('candor.admin.token', t), rootToken);
  const desk = await admin.newPage();
  desk.on('dialog', (d) => void d.accept());
  await desk.goto('/admin/#/c2c_appeals');
  await desk.getByTestId('c2c-appeals').locator(`[data-order="${order.id}"]`).click();
  await expect(desk.getByTestId('c2c-appeal-reason')).toHaveText('I paid 50 USD but the seller does not release.');
  await expect(desk.getByTestId('c2c-admin-chat')).toContainText('Paid 50 USD an hour ago.');
  await desk.screenshot({ path: 'e2e/artifacts/c2c-admin-appeal.png', fullPage: true });
  await desk.getByTestId('c2c-decide-release').click();
  await expect(desk.getByText('No order is in appeal.')).toBeVisible();
  await admin.close();
  await expect.poll(() => usdt(buyerToken)).toBe('150');
});
