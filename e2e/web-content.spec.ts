import { fileURLToPath } from 'node:url';
import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startOwnServer, totpCode, type OwnServer } from './support/own-server';
import { adminMenu } from './support/admin';

/**
 * Content end to end: a user sees the sample information pages and agreements (marked sample); an operator (the first
 * admin) edits the tax page in the back office, saves a version (a draft users do not see), publishes it (users see
 * it), writes an announcement and publishes it (Home's ticker and the notice pages show it).
 *
 * Its own server (fresh database): the first admin's two-factor enrolment happens here, in the back office.
 */

test.describe.configure({ mode: 'serial' });

const root = fileURLToPath(new URL('..', import.meta.url));
const shot = (page: Page, name: string) => page.screenshot({ path: `${root}e2e/artifacts/web-content-${name}.png`, fullPage: true });
const FIRST_PASSWORD = 'e2e-admin-password';
const NEW_PASSWORD = 'a-new-admin-password-42';
const notification = (p: Page) => p.locator('.MuiSnackbar-root');
const menu = adminMenu;

let server: OwnServer;
let adminContext: BrowserContext;
let userContext: BrowserContext;
let admin: Page;
let user: Page;

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  adminContext = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  userContext = await browser.newContext({ ...devices['Pixel 5'], baseURL: server.baseURL, viewport: { width: 390, height: 844 } });
  admin = await adminContext.newPage();
  user = await userContext.newPage();
});

test.afterAll(async () => {
  await adminContext?.close();
  await userContext?.close();
  await server?.stop();
});

test('a visitor reads the sample pages and agreements, each marked sample', async () => {
  await user.goto('/pages/profile/white-paper');
  await expect(user.getByTestId('sample-notice')).toContainText('Sample text.');
  await expect(user.getByTestId('sample-notice')).toContainText('holds no licence');
  await expect(user.getByTestId('content-body')).toContainText('open-source trading software');
  await shot(user, 'white-paper');
  await user.goto('/pages/user/login/privacyAgreement/userAgreement');
  await expect(user.getByTestId('sample-notice')).toBeVisible();
  await expect(user.getByRole('heading', { level: 1 })).toHaveText('User Agreement');
  await shot(user, 'user-agreement');
  await user.goto('/pages/index/index');
  await expect(user.getByTestId('notice-ticker')).toContainText('Welcome to this Candor trial install');
  await user.goto('/pages/news/index');
  await expect(user.getByTestId('news-item').first()).toContainText('(sample article)');
  await shot(user, 'news');
});

test('the operator signs in to the back office', async () => {
  await admin.goto('/admin/');
  await admin.getByLabel(/^Username/).fill('admin');
  await admin.getByLabel(/^Password/).fill(FIRST_PASSWORD);
  await admin.getByRole('button', { name: 'Continue' }).click();
  await expect(admin.getByTestId('totp-secret')).toHaveText(/^[A-Z2-7 ]{32,}$/);
  const secret = ((await admin.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await admin.getByLabel(/^Authenticator code/).fill(totpCode(secret));
  await admin.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await admin.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await admin.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
  await admin.getByRole('button', { name: 'Save and continue' }).click();
  await expect(admin.getByText(/^Welcome, /)).toBeVisible();
  await menu(admin).getByRole('menuitem', { name: 'Content' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'team-honor' })).toBeVisible();
  await shot(admin, 'admin-list');
});

test('a saved version is a draft until published; then the user reads it', async () => {
  await admin.getByRole('row').filter({ hasText: 'tax' }).filter({ hasText: 'Information page' }).first().click();
  await expect(admin.getByTestId('version-en-1')).toBeVisible();
  await admin.getByTestId('content-title').fill('Tax records');
  await admin.getByTestId('content-body').fill('<h3>Your yearly statement</h3><p>Download every ledger entry of the year.</p><script>alert(1)</script>');
  // A picture drawn by the browser, uploaded through the editor: it lands at the end of the body.
  const drawer = await adminContext.newPage();
  await drawer.setContent('<div style="font:16px sans-serif;padding:16px;width:240px;background:#dbeafe">Statement 2026</div>');
  const png = await drawer.locator('div').screenshot();
  await drawer.close();
  await admin.getByTestId('content-image').setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: png });
  await expect(admin.getByTestId('content-body')).toHaveValue(/<img src="\/api\/content\/images\/\d+" alt="statement" \/>$/);
  await admin.getByTestId('content-save').click();
  await expect(notification(admin).filter({ hasText: 'Saved a new en version' })).toBeVisible();
  await expect(admin.getByTestId('version-en-2')).toBeVisible();

  await user.goto('/pages/profile/tax');
  await expect(user.getByTestId('sample-notice')).toBeVisible();
  await expect(user.getByTestId('content-body')).not.toContainText('yearly statement');

  await admin.getByTestId('version-en-2').getByTestId('content-publish').click();
  await expect(notification(admin).filter({ hasText: 'en v2 published' })).toBeVisible();
  await shot(admin, 'admin-editor');

  await user.reload();
  await expect(user.getByRole('heading', { level: 1 })).toHaveText('Tax records');
  await expect(user.getByTestId('content-body')).toContainText('Download every ledger entry of the year.');
  await expect(user.getByTestId('sample-notice')).toHaveCount(0);
  expect(await user.getByTestId('content-body').innerHTML()).not.toContain('script');
  const picture = user.getByTestId('content-body').locator('img');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await shot(user, 'tax-published');
});

test('an announcement written and published in the back office reaches Home and the notice pages', async () => {
  await admin.goto('/admin/#/content/create');
  await admin.getByLabel('Kind').click();
  await admin.getByRole('option', { name: 'Announcement' }).click();
  await admin.getByLabel(/Pinned/).check();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin).toHaveURL(/#\/content\/\d+\/show/);
  await admin.getByTestId('content-title').fill('Maintenance on Sunday 02:00 UTC');
  await admin.getByTestId('content-body').fill('<p>Trading pauses for 30 minutes.</p>');
  await admin.getByTestId('content-save').click();
  await admin.getByTestId('version-en-1').getByTestId('content-publish').click();
  await expect(notification(admin).filter({ hasText: 'en v1 published' })).toBeVisible();

  await user.goto('/pages/index/index');
  await expect(user.getByTestId('notice-ticker')).toContainText('Maintenance on Sunday 02:00 UTC');
  await shot(user, 'home-ticker');
  await user.goto('/pages/notice/index');
  await user.getByTestId('news-item').filter({ hasText: 'Maintenance on Sunday' }).click();
  await expect(user).toHaveURL(/\/pages\/index\/notice\/notice\?id=\d+/);
  await expect(user.getByTestId('content-article')).toContainText('Trading pauses for 30 minutes.');
  await shot(user, 'notice-detail');
  const detail = user.url();
  // Another language without its own version shows English, and says so; the agreements exist in every language.
  await user.goto('/pages/settings/language/language');
  await user.getByText('Deutsch').click();
  await user.goto(detail);
  await expect(user.getByTestId('fallback-notice')).toBeVisible();
  await expect(user.getByTestId('content-article')).toContainText('Trading pauses for 30 minutes.');
  await shot(user, 'notice-fallback-de');
  await user.goto('/pages/user/login/privacyAgreement/privacyAgreement');
  await expect(user.getByTestId('sample-notice')).toContainText('Beispieltext');
  await expect(user.getByTestId('fallback-notice')).toHaveCount(0);
  await shot(user, 'privacy-de');
});
