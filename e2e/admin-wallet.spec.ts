import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, enrolAdmin, startOwnServer, totpCode as codeFor, type OwnServer } from './support/own-server';
import { adminMenu } from './support/admin';

/**
 * The back office's money screens end to end: a user asks for two deposits through the API (a PNG proof through
 * uploadRecharge, then charge_req); the first admin signs in, approves the small one (the user's balance shows it),
 * approves the large one once (awaiting second approval), is refused a second time, and a second finance admin
 * approves it; then liabilities, the user's statement, coins and fiat rates.
 *
 * This spec starts its own server (e2e/serve.mjs on a free port, fresh database): it has to complete the first
 * admin's TOTP enrolment itself, which the shared server's first admin has already done in admin-backoffice.spec.ts
 * with a secret this spec cannot know.
 */

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'serial' });

const root = fileURLToPath(new URL('..', import.meta.url));
const shot = (page: Page, name: string) => page.screenshot({ path: `${root}e2e/artifacts/admin-wallet-${name}.png`, fullPage: true });
const FIRST_PASSWORD = 'e2e-admin-password';
const NEW_PASSWORD = 'a-new-admin-password-42';
const username = `wallet${Date.now() % 1_000_000_000}`;

type Deposit = { id: number; status: string; amount: string };

let server: OwnServer;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let userToken = '';
const deposits: { small: number; large: number } = { small: 0, large: 0 };
let userId = 0;

const menu = adminMenu;
/** react-admin's notifications (a snackbar at the bottom): the outcome of an action or the server's refusal. */
const notification = (p: Page) => p.locator('.MuiSnackbar-root');

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  api = server.api;
  context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('a user asks for two deposits with a PNG proof', async () => {
  const session = await data<{ token: string; user: { id: number } }>(api.post('/api/user/register', {
    form: { mode: 'username', username, password: 'secret123', re_password: 'secret123', agree: '1' },
  }));
  userToken = session.token;
  userId = session.user.id;
  const auth = { authorization: userToken };
  // A small picture of a transfer receipt, drawn by the browser: a real PNG, as a phone screenshot would be.
  for (const [key, amount] of [['small', '100'], ['large', '20000']] as const) {
    await page.setContent(`<div style="font:16px sans-serif;padding:16px;width:260px;border:2px solid #1d4ed8">Transfer sent<br><b>${amount} USDT</b> on TRC20</div>`);
    const png = await page.locator('div').screenshot();
    const proof = await data<{ id: number }>(api.post('/api/uploadRecharge', { headers: auth, multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: png } } }));
    const d = await data<Deposit>(api.post('/api/wallet/charge_req', { headers: auth, form: { coin: 'USDT', network: 'TRC20', amount, proof_id: proof.id } }));
    expect(d.status).toBe('processing');
    deposits[key] = d.id;
  }
});

test('the first admin signs in and sees the money sections', async () => {
  await page.goto('/admin/');
  await page.getByLabel(/^Username/).fill('admin');
  await page.getByLabel(/^Password/).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7 ]{32,}$/);
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel(/^Authenticator code/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  for (const name of ['Deposits', 'Withdrawals', 'Coins', 'Statements', 'Liabilities', 'Fiat rates']) {
    await expect(menu(page).getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
});

test('the admin approves the small deposit from the queue and the user is credited', async () => {
  await menu(page).getByRole('menuitem', { name: 'Deposits' }).click();
  const row = page.getByRole('row').filter({ hasText: `${username} (#${userId})` });
  await expect(row).toHaveCount(2);
  await expect(row.filter({ hasText: '20,000 USDT' })).toContainText('0 of 2');
  await shot(page, 'deposits-queue');

  await row.filter({ hasText: '0 of 1' }).click();
  await expect(page).toHaveURL(new RegExp(`#/deposits/${deposits.small}/show`));
  await expect(page.getByTestId('review-notice')).toContainText('Waiting for review');
  await expect(page.getByText('sample address')).toBeVisible();
  const proof = page.getByTestId('proof-image');
  await expect(proof).toBeVisible();
  expect(await proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await shot(page, 'deposit-review');

  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(notification(page).filter({ hasText: `Deposit #${deposits.small} approved: 100 USDT credited` })).toBeVisible();
  await expect(page.getByTestId('review-notice')).toContainText('Approved by admin (#1)');
  await shot(page, 'deposit-approved');

  const balances = await data<{ kind: string; available: string }[]>(api.get('/api/getBalance?currency=USDT&type=funding', { headers: { authorization: userToken } }));
  expect(balances.find((b) => b.kind === 'funding')?.available).toBe('100');
});

test('the large deposit waits for a second admin, refuses the same admin twice, and a second admin credits it', async () => {
  await page.goto(`/admin/#/deposits/${deposits.large}/show`);
  await expect(page.getByTestId('review-notice')).toContainText('Two approvals needed');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('review-notice')).toContainText('Awaiting second approval');
  await expect(page.getByTestId('review-notice')).toContainText('admin (#1) approved first');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(notification(page).filter({ hasText: 'You already approved this deposit; a second, different admin must approve it.' })).toBeVisible();
  await shot(page, 'deposit-same-admin-refused');

  // A second finance admin, created and signed in through the API, approves from the same page.
  const firstToken = await page.evaluate(() => localStorage.getItem('candor.admin.token') ?? '');
  const created = await data<{ password: string }>(api.post('/api/admin/admins', { headers: { authorization: firstToken }, data: { username: 'finance_e2e', role: 'finance' } }));
  const financeToken = await enrolAdmin(api, 'finance_e2e', created.password, NEW_PASSWORD);
  await page.evaluate((t) => localStorage.setItem('candor.admin.token', t), financeToken);
  await page.reload();
  await expect(page.getByTestId('review-notice')).toContainText('Awaiting second approval');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(notification(page).filter({ hasText: `Deposit #${deposits.large} approved: 20,000 USDT credited` })).toBeVisible();
  await expect(page.getByTestId('review-notice')).toContainText(/Approved by admin \(#1\) and finance_e2e \(#\d+\)/);
  await shot(page, 'deposit-second-approval');

  const balances = await data<{ kind: string; available: string }[]>(api.get('/api/getBalance?currency=USDT&type=funding', { headers: { authorization: userToken } }));
  expect(balances.find((b) => b.kind === 'funding')?.available).toBe('20100');
  await page.evaluate((t) => localStorage.setItem('candor.admin.token', t), firstToken);
  await page.reload();
});

test('proof of liabilities balances and shows what users are owed', async () => {
  await menu(page).getByRole('menuitem', { name: 'Liabilities', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Proof of liabilities', level: 1 })).toBeVisible();
  await expect(page.getByTestId('liabilities-verdict')).toContainText('The books balance');
  // Real money by default: asset, owed to users, platform total, check, user accounts by kind, platform accounts by kind.
  const usdt = page.getByRole('table', { name: 'Liabilities per asset and mode' }).getByRole('row').filter({ hasText: /^USDT/ });
  const cells = usdt.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('20,100');
  await expect(cells.nth(2)).toHaveText('-20,100');
  await expect(cells.nth(3)).toHaveText('balanced');
  await expect(cells.nth(4)).toHaveText(/^funding\s*20,100$/);
  await shot(page, 'liabilities');
});

test("the user's statement opens from the users list", async () => {
  await menu(page).getByRole('menuitem', { name: 'Users' }).click();
  await page.getByPlaceholder('Username, email, phone or invite code').fill(username);
  // The search reaches the URL after a debounce; leaving before it would bring the list back.
  await expect(page).toHaveURL(new RegExp(`#/users\\?.*${username}`));
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Statement' }).click();
  await expect(page.getByRole('heading', { name: `Statement of ${username} (#${userId})` })).toBeVisible();
  const lines = page.getByRole('row').filter({ hasText: 'deposit' });
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: '+20,000' })).toContainText(/admin #\d+/);
  await expect(lines.filter({ hasText: '+100' })).toContainText('admin #1');
  await expect(page.getByRole('table', { name: 'Current balances' })).toContainText('20,100');
  await shot(page, 'statement');
});

test('coins: the fee changes and a real deposit address replaces the sample', async () => {
  await menu(page).getByRole('menuitem', { name: 'Coins' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Tether USD' })).toContainText('3 % (300 bps)');
  await shot(page, 'coins');
  await page.getByRole('row').filter({ hasText: 'Tether USD' }).click();
  await page.getByLabel('Withdrawal fee (basis points)').fill('250');
  await expect(page.getByText('with a 2.5 % fee')).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(notification(page).filter({ hasText: 'USDT settings saved.' })).toBeVisible();
  const trc = page.getByTestId('network-TRC20');
  await expect(trc.getByText('sample', { exact: true })).toBeVisible();
  await trc.getByLabel('TRC20 deposit address').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x');
  await expect(trc.getByText('Not a valid TRC20 address')).toBeVisible();
  await trc.getByLabel('TRC20 deposit address').fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  await trc.getByRole('button', { name: 'Save' }).click();
  await expect(notification(page).filter({ hasText: 'USDT TRC20 deposit address saved.' })).toBeVisible();
  await expect(page.getByTestId('network-TRC20').getByText('sample', { exact: true })).toHaveCount(0);
  await shot(page, 'coin-edit');
  const address = await data<{ address: string; sample: boolean }>(api.post('/api/wallet/deposit_address', { headers: { authorization: userToken }, form: { coin: 'USDT', network: 'TRC20' } }));
  expect(address).toMatchObject({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', sample: false });
});

test('fiat rates and an empty withdrawal queue', async () => {
  await menu(page).getByRole('menuitem', { name: 'Fiat rates' }).click();
  const first = page.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await shot(page, 'fiat-rates');
  await first.click();
  await page.getByLabel(/^Rate/).fill('7.25');
  await page.getByRole('button', { name: /^Save (rate|as my rate)$/ }).click();
  await expect(notification(page).filter({ hasText: /rate saved: 7\.25 per USDT/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '7.25' })).toContainText('set by an operator');

  await menu(page).getByRole('menuitem', { name: 'Withdrawals', exact: true }).click();
  await expect(page.getByText(/No Withdrawals found/)).toBeVisible();
  await shot(page, 'withdrawals-empty');
});
