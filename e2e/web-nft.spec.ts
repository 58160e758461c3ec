import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { adminContext, shotAs } from './support/admin';
import { registerByEmail, shot } from './support/web';

/**
 * NFT charity end to end, at 390x844: on a trial install (which ships one sample cause and NFT), a user with 50 USDT
 * deposited opens the NFT page, opens the sample NFT, buys edition #1 (the cause's charity account shows 10 USDT, the
 * owner is listed masked) and finds the edition in Assets. Then the operator adds a charity NFT in the back office
 * with an image and a French title beside the English one, and a French user reads it.
 */
test.describe.configure({ mode: 'serial' });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const email = `nft.${Date.now()}@example.com`;
const PASSWORD = 'secret123';
let server: OwnServer;
let api: APIRequestContext;
let user: BrowserContext;
let page: Page;
let rootToken = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  api = server.api;
  user = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  page = await user.newPage();
});

test.afterAll(async () => {
  await user?.close();
  await server?.stop();
});

test('a user buys the sample charity NFT and finds it in Assets', async () => {
  rootToken = await firstAdminToken(api);
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, api, email, PASSWORD);
  await expect(page).not.toHaveURL(/register/);
  const userToken = (await data<{ token: string }>(api.post('/api/user/login', { form: { account: email, password: PASSWORD } }))).token;
  const auth = { authorization: userToken };
  const proof = await data<{ id: number }>(api.post('/api/uploadRecharge', { headers: auth, multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } } }));
  const deposit = await data<{ id: number }>(api.post('/api/wallet/charge_req', { headers: auth, form: { coin: 'USDT', network: 'TRC20', amount: '50', proof_id: proof.id } }));
  await data(api.post(`/api/admin/deposits/${deposit.id}/approve`, { headers: { authorization: rootToken } }));

  await page.goto('/pages/nft/index');
  const item = page.getByTestId('nft-item').first();
  await expect(item).toContainText('Sample');
  await expect(page.getByText('not an on-chain token', { exact: false }).first()).toBeVisible();
  await shot(page, 'nft-index');
  await item.click();
  await expect(page).toHaveURL(/\/pages\/nft\/detail\?id=/);
  await expect(page.getByTestId('nft-left')).toContainText('100');
  await page.getByTestId('nft-buy').click();
  await expect(page.getByTestId('nft-bought')).toContainText('#1');
  await expect(page.getByTestId('nft-mine')).toContainText('#1');
  await expect(page.getByTestId('nft-cause-balance')).toHaveText('10 USDT');
  await expect(page.getByTestId('nft-owners')).toContainText('***');
  await shot(page, 'nft-detail-bought');
  await page.goto('/pages/assets/index');
  await expect(page.getByTestId('assets-nft')).toContainText('#1');
  await shot(page, 'nft-assets');
});

test('the operator adds a charity NFT with an image and texts in two languages; a French user reads the French ones', async ({ browser }) => {
  const desk = await adminContext(browser, server.baseURL, rootToken);
  const admin = await desk.newPage();
  await admin.goto('/admin/#/nft_items');
  await expect(admin.getByTestId('nft-causes')).toContainText('Sample', { timeout: 30_000 });
  await admin.getByLabel('Cause', { exact: true }).click();
  await admin.getByRole('option').first().click();
  await admin.getByLabel('Title (en)', { exact: true }).fill('Clean water well');
  await admin.getByLabel('Story (en)', { exact: true }).fill('Every edition funds a village well.');
  await admin.getByLabel('Texts in').click();
  await admin.getByRole('option', { name: 'fr', exact: true }).click();
  await admin.getByLabel('Title (fr)', { exact: true }).fill('Puits d\'eau potable');
  await admin.getByLabel('Price (USDT)').fill('12.5');
  await admin.getByLabel('Edition size').fill('20');
  await admin.getByLabel('NFT image').setInputFiles({ name: 'well.png', mimeType: 'image/png', buffer: PNG });
  await expect(admin.getByRole('button', { name: 'well.png' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add NFT' }).click();
  const row = admin.getByTestId('nft-items').getByRole('row').filter({ hasText: 'Clean water well' });
  await expect(row).toContainText('en fr');
  await expect(row.getByRole('img', { name: 'Clean water well' })).toBeVisible();
  await shotAs(admin, 'admin-nft-items');
  await desk.close();

  const list = await data<{ title: string; story: string; image_url: string | null; price: string }[]>(api.get('/api/nft/list', { headers: { lang: 'fr' } }));
  const made = list.find((n) => n.title === 'Puits d\'eau potable');
  expect(made).toMatchObject({ story: 'Every edition funds a village well.', price: '12.5' });
  const image = await api.get(made?.image_url ?? '/missing');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});
