import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { dataOf as data, firstAdminToken, startOwnServer, type OwnServer } from './support/own-server';
import { adminContext, adminMenu, shotAs } from './support/admin';

/**
 * The scheduler and the four-eyes requests in the back office: the superadmin opens Jobs (the scheduled jobs, and
 * the runs the server's scheduler made since it started: it ticks every second) and Approvals (a large deposit the
 * admin approved once waits there for a second admin, linked to its review page).
 *
 * Its own server (fresh database): the first admin is enrolled here through the API.
 */

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => shotAs(page, `admin-${name}`);
const menu = adminMenu;

let server: OwnServer;
let api: APIRequestContext;
let context: BrowserContext;
let page: Page;
let depositId = 0;

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  api = server.api;
  const admin = await firstAdminToken(api);
  context = await adminContext(browser, server.baseURL, admin);
  page = await context.newPage();

  // A user's 20,000 USDT deposit (two approvals needed), approved once by the admin: a pending four-eyes request.
  const user = await data<{ token: string }>(api.post('/api/user/register', {
    form: { mode: 'username', username: `jobs${Date.now() % 1_000_000_000}`, password: 'secret123', re_password: 'secret123', agree: '1' },
  }));
  await page.setContent('<div style="font:16px sans-serif;padding:16px;width:240px;border:2px solid #1d4ed8">Transfer sent<br><b>20000 USDT</b></div>');
  const png = await page.locator('div').screenshot();
  const auth = { authorization: user.token };
  const proof = await data<{ id: number }>(api.post('/api/uploadRecharge', { headers: auth, multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: png } } }));
  depositId = (await data<{ id: number }>(api.post('/api/wallet/charge_req', { headers: auth, form: { coin: 'USDT', network: 'TRC20', amount: '20000', proof_id: proof.id } }))).id;
  await data(api.post(`/api/admin/deposits/${depositId}/approve`, { headers: { authorization: admin } }));
  // The page reads the runs once: it opens after the scheduler's first tick-retention run has finished (the scheduler
  // ticks every second, but a busy machine may take longer than a test step's wait to get there).
  await expect.poll(async () => {
    const runs = await data<{ items: { status: string }[] }>(api.get('/api/admin/jobs/runs?job=market.tick-retention', { headers: { authorization: admin } }));
    return runs.items.some((r) => r.status === 'done');
  }, { timeout: 30_000 }).toBe(true);
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test('the superadmin reads the scheduled jobs and their runs, filtered by job', async () => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/admin/#/');
  await menu(page).getByRole('menuitem', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/#\/jobs/);
  const schedules = page.getByTestId('job-schedules');
  await expect(schedules.getByRole('row').filter({ hasText: 'market.tick-retention' })).toContainText('every 1 h');
  const runs = page.locator('.RaDatagrid-table').getByRole('row');
  // Newest first: the jobs that run every second soon push the hourly tick-retention run off the first page.
  await expect(runs.filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/ }).filter({ hasText: 'done' }).first()).toBeVisible();
  await shot(page, 'jobs');

  await schedules.getByRole('link', { name: 'market.tick-retention' }).click();
  await expect(page).toHaveURL(/#\/jobs\?.*tick-retention/);
  const tickRuns = runs.filter({ hasText: 'market.tick-retention' });
  await expect(runs.filter({ hasText: 'swap.quote-prune' })).toHaveCount(0);
  await expect(tickRuns.filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/ }).filter({ hasText: 'done' }).first()).toBeVisible();
  await expect(tickRuns.first()).toContainText('ticks dropped');
  expect(errors).toEqual([]);
});

test('the superadmin reads the pending four-eyes requests and opens the deposit from one', async () => {
  await menu(page).getByRole('menuitem', { name: 'Approvals' }).click();
  await expect(page).toHaveURL(/#\/approvals/);
  const row = page.getByRole('row').filter({ hasText: 'deposit.approve' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('pending');
  await expect(row).toContainText('amount: 20000, coin: USDT');
  await expect(row).toContainText('admin (#1)');
  await shot(page, 'approvals');

  await row.getByRole('link', { name: `deposit #${depositId}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/deposits/${depositId}/show`));
  await expect(page.getByTestId('review-notice')).toContainText('Awaiting second approval');
});
