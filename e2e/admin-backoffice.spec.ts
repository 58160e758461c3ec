import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The back office end to end on the built server: a user registers through the API, the first admin signs in at
 * /admin/, enrols TOTP (secret read from the page, code computed here), chooses a password, finds the user, reads
 * the code outbox and the audit log, creates a support admin whose menu then shows only its sections.
 */

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: 'serial' });

const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/artifacts/admin-${name}.png`, fullPage: true });
const email = `backoffice${Date.now()}@example.com`;
const ADMIN_PASSWORD = 'e2e-admin-password';
const NEW_PASSWORD = 'a-new-admin-password-42';

type Envelope<T> = { type: string; code: number; message: string; data: T };

async function registerUser(request: APIRequestContext): Promise<{ id: number; code: string }> {
  const sent = await request.post('/api/email_send', { form: { email } });
  expect(((await sent.json()) as Envelope<unknown>).type).toBe('ok');
  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Envelope<{ code: string }[]>;
  const code = outbox.data[0]?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const res = await request.post('/api/user/register', {
    form: { mode: 'email', email, code, password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1' },
  });
  const body = (await res.json()) as Envelope<{ user: { id: number } }>;
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return { id: body.data.user.id, code };
}

/** The code an authenticator app would show now for the secret displayed on the page. */
function codeFor(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/** First sign-in of an account: password, TOTP enrolment from the page's secret, own password. */
async function firstSignIn(page: Page, username: string, password: string, shots: boolean): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/#\/login$/);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  if (shots) await shot(page, 'login');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  const secretBox = page.getByTestId('totp-secret');
  await expect(secretBox).toHaveText(/^[A-Z2-7 ]{32,}$/);
  await expect(page.getByRole('img', { name: 'QR code of the authenticator secret' })).toBeVisible();
  const secret = ((await secretBox.textContent()) ?? '').replace(/\s+/g, '');
  if (shots) await shot(page, 'enrol');
  await page.getByLabel(/^Authenticator code/).fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
  if (shots) await shot(page, 'password');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();

test('the first admin enrols TOTP, finds the new user, reads the outbox and the audit log, creates a support admin', async ({ page, request }) => {
  const user = await registerUser(request);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await firstSignIn(page, 'admin', ADMIN_PASSWORD, true);
  for (const name of ['Users', 'Code outbox', 'Audit log', 'Admins', 'Jobs', 'Approvals']) await expect(menu(page).getByRole('menuitem', { name })).toBeVisible();
  await shot(page, 'dashboard');

  await menu(page).getByRole('menuitem', { name: 'Users' }).click();
  await expect(page).toHaveURL(/#\/users/);
  await page.getByPlaceholder('Username, email, phone or invite code').fill(email);
  const userRow = page.getByRole('row').filter({ hasText: email });
  await expect(userRow).toHaveCount(1);
  await expect(userRow.locator('td.column-id')).toHaveText(String(user.id));
  await expect(userRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  await shot(page, 'users');

  await menu(page).getByRole('menuitem', { name: 'Code outbox' }).click();
  await expect(page).toHaveURL(/#\/outbox/);
  await expect(page.getByRole('columnheader', { name: 'Destination' })).toBeVisible();
  const mail = page.getByRole('row').filter({ hasText: email });
  await expect(mail).toHaveCount(1);
  await expect(mail.getByRole('cell', { name: user.code, exact: true })).toBeVisible();
  await shot(page, 'outbox');

  await menu(page).getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/#\/audit/);
  for (const action of ['admin.login', 'admin.totp_enable', 'admin.password_change', 'users.list', 'outbox.list']) {
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await shot(page, 'audit');

  await menu(page).getByRole('menuitem', { name: 'Admins' }).click();
  await expect(page).toHaveURL(/#\/admins/);
  await page.getByRole('link', { name: 'New admin' }).click();
  await page.getByLabel(/^Username/).fill('support_e2e');
  await page.getByLabel(/^Role/).click();
  await page.getByRole('option', { name: 'support' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const oneTime = page.getByTestId('one-time-password');
  await expect(oneTime).toHaveText(/^\S{20,}$/);
  const supportPassword = ((await oneTime.textContent()) ?? '').trim();
  await shot(page, 'admin-created');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'support_e2e' })).toBeVisible();
  await shot(page, 'admins');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/#\/login$/);

  await firstSignIn(page, 'support_e2e', supportPassword, false);
  await expect(menu(page).getByRole('menuitem', { name: 'Users' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Code outbox' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'Admins' })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'Jobs' })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'Approvals' })).toHaveCount(0);
  await shot(page, 'support-menu');
  expect(errors).toEqual([]);
});
