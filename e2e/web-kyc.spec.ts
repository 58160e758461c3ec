import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, enrolAdmin, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { sendCode, shot } from './support/web';

/**
 * KYC end to end: a user registers, sees "not verified", submits basic KYC (under review); compliance rejects it with
 * a reason, which the user sees, and the user submits again; a compliance admin approves it in the back office and
 * the user's page shows basic approved with the verified name; the advanced page then opens its documents form.
 *
 * Its own server (fresh database): the back office needs the first admin's second factor.
 */
test.describe.configure({ mode: 'serial' });

const email = `kyc.${Date.now()}@example.com`;
const PASSWORD = 'secret123';
let server: OwnServer;
let api: APIRequestContext;
let user: BrowserContext;
let page: Page;
let complianceToken = '';

async function mobile(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  api = server.api;
  user = await mobile(browser, server.baseURL);
  page = await user.newPage();
  const root = await firstAdminToken(api);
  const created = await data<{ password: string }>(api.post('/api/admin/admins', { headers: { authorization: root }, data: { username: 'compliance_e2e', role: 'compliance' } }));
  complianceToken = await enrolAdmin(api, 'compliance_e2e', created.password, 'a-compliance-password-42');
});

test.afterAll(async () => {
  await user?.close();
  await server?.stop();
});

const fill = (id: string, value: string) => page.locator(`input#${id}`).fill(value);

test('a new user registers and starts unverified', async () => {
  await page.goto('/pages/user/login/register/index');
  await fill('account', email);
  await fill('code', await sendCode(page, api, email));
  await fill('password', PASSWORD);
  await fill('re_password', PASSWORD);
  await page.getByTestId('agree').click();
  await page.getByTestId('sms-consent').click();
  await page.getByTestId('register-submit').click();
  await expect(page).not.toHaveURL(/register/);

  await page.goto('/pages/verification/index');
  await expect(page.getByTestId('kyc-level')).toContainText('Not verified');
  await expect(page.getByTestId('kyc-basic')).toHaveAttribute('data-status', 'none');
  await expect(page.getByTestId('kyc-advanced')).toHaveAttribute('data-status', 'locked');
  await shot(page, 'kyc-index-none');
});

test('basic KYC: the form checks its fields, then the submission waits for review', async () => {
  await page.getByTestId('kyc-basic-action').click();
  await expect(page).toHaveURL(/\/pages\/verification\/basic$/);
  await page.getByTestId('kyc-basic-submit').click();
  await expect(page.getByText('Enter your full name')).toBeVisible();
  await fill('full_name', 'Alice Example');
  await page.locator('select#id_type').selectOption('passport');
  await fill('id_number', 'p1234567');
  await page.locator('select#country').selectOption('DE');
  await page.locator('input#birth_date').fill('2015-01-01');
  await page.getByTestId('kyc-basic-submit').click();
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await shot(page, 'kyc-basic-form');
  await page.locator('input#birth_date').fill('1990-05-17');
  await page.getByTestId('kyc-basic-submit').click();
  await expect(page).toHaveURL(/\/pages\/verification\/index$/);
  await expect(page.getByTestId('kyc-basic')).toHaveAttribute('data-status', 'pending');
  await shot(page, 'kyc-index-pending');
  await page.goto('/pages/verification/basic');
  await expect(page.getByTestId('kyc-basic-state')).toContainText('Under review');
});

test('compliance rejects with a reason; the user sees it and submits again', async () => {
  const queue = await data<{ items: { id: number }[] }>(api.get('/api/admin/kyc?status=pending', { headers: { authorization: complianceToken } }));
  await data(api.post(`/api/admin/kyc/${queue.items[0]?.id}/reject`, { headers: { authorization: complianceToken }, form: { reason: 'The ID number does not match the passport photo.' } }));
  await page.goto('/pages/kyc/index');
  await expect(page.getByTestId('kyc-basic')).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('kyc-basic-reason')).toContainText('The ID number does not match the passport photo.');
  await shot(page, 'kyc-index-rejected');
  await page.getByTestId('kyc-basic-action').click();
  await fill('full_name', 'Alice Example');
  await page.locator('select#id_type').selectOption('passport');
  await fill('id_number', 'P7654321');
  await page.locator('select#country').selectOption('DE');
  await page.locator('input#birth_date').fill('1990-05-17');
  await page.getByTestId('kyc-basic-submit').click();
  await expect(page.getByTestId('kyc-basic')).toHaveAttribute('data-status', 'pending');
});

test('a compliance admin approves it in the back office', async ({ browser }) => {
  const admin = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
  // The token is in place before the back office boots: set after it, a booted app has already signed out.
  await admin.addInitScript((t) => localStorage.setItem('candor.admin.token', t), complianceToken);
  const desk = await admin.newPage();
  await desk.goto('/admin/#/kyc');
  const row = desk.getByRole('row').filter({ hasText: email });
  // The back office's first page loads its chunks on a busy machine: a generous first wait.
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText('0 of 1');
  await row.click();
  await expect(desk.getByTestId('review-notice')).toContainText('Waiting for review');
  await expect(desk.getByTestId('kyc-history')).toContainText('rejected: The ID number does not match the passport photo.');
  await desk.screenshot({ path: 'e2e/artifacts/admin-kyc-review.png', fullPage: true });
  await desk.getByRole('button', { name: 'Approve' }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByTestId('review-notice')).toContainText('Basic KYC approved by admin');
  // The per-coin withdrawal thresholds are compliance's data too.
  await desk.goto('/admin/#/kyc_thresholds');
  await expect(desk.getByRole('row').filter({ hasText: 'USDT' }).first()).toContainText('2,000');
  await desk.screenshot({ path: 'e2e/artifacts/admin-kyc-thresholds.png', fullPage: true });
  await admin.close();
});

test('the user sees basic approved with the verified name; the advanced form opens', async () => {
  await page.goto('/pages/verification/index');
  await expect(page.getByTestId('kyc-level')).toHaveAttribute('data-level', 'basic');
  await expect(page.getByTestId('kyc-level')).toContainText('Alice Example');
  await expect(page.getByTestId('kyc-basic')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('kyc-advanced')).toHaveAttribute('data-status', 'none');
  await shot(page, 'kyc-index-approved');
  await page.getByTestId('kyc-advanced-action').click();
  await expect(page.getByTestId('kyc-advanced-form')).toBeVisible();
  // A passport has no back side: three pictures and the proof of address.
  await expect(page.locator('[data-field="back"]')).toHaveCount(0);
  await shot(page, 'kyc-advanced-form');
});

test('advanced KYC: the documents upload privately, the address proof as a PDF, and the submission waits for two admins', async ({ browser }) => {
  // Pictures drawn by a browser: real PNGs, as a phone camera would give real JPEGs.
  const painter = await browser.newPage();
  const picture = async (text: string): Promise<Buffer> => {
    await painter.setContent(`<div style="font:18px sans-serif;padding:24px;width:300px;height:180px;background:#e0e7ff;border:3px solid #1d4ed8">${text}</div>`);
    return painter.locator('div').screenshot();
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  await page.getByTestId('kyc-doc-front-input').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await picture('SAMPLE passport front') });
  await page.getByTestId('kyc-doc-selfie-input').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await picture('SAMPLE selfie with passport') });
  await page.getByTestId('kyc-doc-address-input').setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: pdf });
  await painter.close();
  for (const kind of ['front', 'selfie', 'address']) await expect(page.getByTestId(`kyc-doc-${kind}-state`)).toHaveText('Uploaded');
  await page.getByTestId('kyc-advanced-submit').click();
  await expect(page.getByText('Enter the address on your proof (at least 5 characters)')).toBeVisible();
  await fill('address', '1 Sample Street, 10115 Berlin');
  await shot(page, 'kyc-advanced-filled');
  await page.getByTestId('kyc-advanced-submit').click();
  await expect(page).toHaveURL(/\/pages\/verification\/index$/);
  await expect(page.getByTestId('kyc-advanced')).toHaveAttribute('data-status', 'pending');
  await shot(page, 'kyc-index-advanced-pending');
  const queue = await data<{ items: { level: string; documents: { kind: string }[] }[] }>(api.get('/api/admin/kyc?status=pending', { headers: { authorization: complianceToken } }));
  expect(queue.items.map((i) => [i.level, i.documents.map((d) => d.kind)])).toEqual([['advanced', ['front', 'selfie', 'address']]]);
});
