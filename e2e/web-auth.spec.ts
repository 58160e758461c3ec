import { expect, test } from '@playwright/test';
import { fill, sendCode, loginByEmail, registerByEmail, shot, uniqueEmail } from './support/web';

test.describe.configure({ mode: 'serial' });

test('a visitor is sent to login from a protected page and returns there after registering and after logging in', async ({ page, request }) => {
  const email = uniqueEmail('journey');
  const password = 'secret123';

  await page.goto('/pages/settings/security/index');
  await expect(page).toHaveURL(/\/pages\/user\/login\/login\?backpage=%2Fpages%2Fsettings%2Fsecurity%2Findex&backtype=1$/);
  await expect(page.getByRole('heading', { name: 'Log in to Candor' })).toBeVisible();
  await shot(page, 'login');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/register\/index\?backpage=/);

  // Every rule of seed section 5 answers with its message before anything is sent.
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await fill(page, 'account', email);
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please enter the verification code.')).toBeVisible();
  await fill(page, 'code', '123456');
  await fill(page, 'password', '12345');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('The password must be at least 6 characters.')).toBeVisible();
  await fill(page, 'password', password);
  await fill(page, 're_password', 'different1');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await fill(page, 're_password', password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please read and accept the user agreement.')).toBeVisible();
  await page.getByTestId('agree').click();
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Please agree to receive verification messages.')).toBeVisible();
  await shot(page, 'register-errors');

  await page.reload();
  await registerByEmail(page, request, email, password);
  await expect(page).toHaveURL(/\/pages\/settings\/security\/index$/);
  await expect(page.getByTestId('security-page')).toBeVisible();
  await expect(page.getByTestId('fund-status')).toContainText('Not set');
  // The route change after login fetched the real-name record (null until KYC) and remembered that it did.
  await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('candor-session') ?? '{}').state.realNameFetched)).toBe(true);
  await shot(page, 'security');

  // Log out from Me, then the protected page again: login brings the user back to it.
  await page.goto('/pages/profile/index');
  await expect(page.getByTestId('user-card')).toContainText(email);
  await shot(page, 'me-user');
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('me-login')).toBeVisible();
  await shot(page, 'me-visitor');

  await page.goto('/pages/settings/account/index');
  await expect(page).toHaveURL(/login\?backpage=%2Fpages%2Fsettings%2Faccount%2Findex&backtype=1/);
  await loginByEmail(page, email, 'wrongpass1');
  await expect(page.getByText('Wrong account or password.')).toBeVisible();
  await loginByEmail(page, email, password);
  await expect(page).toHaveURL(/\/pages\/settings\/account\/index$/);
  await expect(page.getByTestId('account-list')).toContainText(email);
  await shot(page, 'account');

  // A tab page as the return target carries backtype 2.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/pages/assets/index');
  await expect(page).toHaveURL(/backpage=%2Fpages%2Fassets%2Findex&backtype=2/);
});

test('fund password: set with 6 digits twice, then change with an email code; login password change', async ({ page, request }) => {
  const email = uniqueEmail('fund');
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, request, email, 'secret123');
  await expect(page).toHaveURL(/\/pages\/index\/index$/);

  await page.goto('/pages/settings/security/index');
  await page.locator('[data-entry="fund"]').click();
  await expect(page.getByTestId('pay-set')).toBeVisible();
  // Setting it needs the login password and a security code, like a change.
  await fill(page, 'pay_password', '135790');
  await fill(page, 're_pay_password', '135790');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText('Please enter your login password.')).toBeVisible();
  await fill(page, 'password', 'secret123');
  await fill(page, 'code', await sendCode(page, request, email));
  await fill(page, 'pay_password', '12345');
  await fill(page, 're_pay_password', '12345');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText('Password must be 6 digits.')).toBeVisible();
  await fill(page, 'pay_password', '135790');
  await fill(page, 're_pay_password', '135791');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText('The two payment passwords do not match.')).toBeVisible();
  await shot(page, 'pay-password-set');
  await fill(page, 're_pay_password', '135790');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/pages\/settings\/security\/index$/);
  await expect(page.getByTestId('fund-status')).toContainText('Set');

  await page.locator('[data-entry="fund"]').click();
  await expect(page.getByTestId('pay-change')).toBeVisible();
  await expect(page.getByText(`The code goes to ${email}.`)).toBeVisible();
  const code = await sendCode(page, request, email);
  await fill(page, 'code', code);
  await fill(page, 'pay_password', '246800');
  await fill(page, 're_pay_password', '246800');
  await shot(page, 'pay-password-change');
  await page.getByTestId('pay-submit').click();
  await expect(page).toHaveURL(/\/pages\/settings\/security\/index$/);

  await page.locator('[data-entry="password"]').click();
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Please enter the original password.')).toBeVisible();
  await fill(page, 'old_password', 'secret123');
  await fill(page, 'new_password', 'newsecret1');
  await fill(page, 're_password', 'newsecret1');
  await shot(page, 'change-password');
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL(/\/pages\/settings\/security\/index$/);

  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/pages/user/login/login');
  await loginByEmail(page, email, 'newsecret1');
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
});

test('forget password resets with an email code', async ({ page, request }) => {
  const email = uniqueEmail('forget');
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, request, email, 'secret123');
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
  await page.evaluate(() => window.localStorage.clear());

  await page.goto('/pages/user/login/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/forget\/index/);
  await fill(page, 'account', email);
  const code = await sendCode(page, request, email);
  await fill(page, 'code', code);
  await fill(page, 'password', 'resetpass1');
  await fill(page, 're_password', 'resetpass1');
  await shot(page, 'forget');
  await page.getByTestId('forget-submit').click();
  await expect(page).toHaveURL(/\/pages\/user\/login\/login/);
  await loginByEmail(page, email, 'resetpass1');
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
});

test('register by phone with a chosen country code, then log in by phone', async ({ page, request }) => {
  const phone = `77${String(Date.now()).slice(-8)}`;
  await page.goto('/pages/user/login/register/index');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByTestId('area-code').click();
  await page.locator('.adm-popup').getByPlaceholder('Search country or code').fill('United Kingdom');
  await page.locator('.adm-popup').getByText('United Kingdom').click();
  await expect(page.getByTestId('area-code')).toContainText('+44');
  await page.locator('input#account').fill(phone);
  const code = await sendCode(page, request, `44-${phone}`);
  await fill(page, 'code', code);
  await fill(page, 'password', 'phonepass1');
  await fill(page, 're_password', 'phonepass1');
  await page.getByTestId('agree').click();
  await expect(page.getByTestId('sms-consent')).toContainText('SMS');
  await page.getByTestId('sms-consent').click();
  await shot(page, 'register-phone');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);

  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/pages/user/login/login');
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.getByTestId('area-code').click();
  await page.locator('.adm-popup').getByPlaceholder('Search country or code').fill('44');
  await page.locator('.adm-popup').getByText('United Kingdom').click();
  await fill(page, 'account', phone);
  await fill(page, 'password', 'phonepass1');
  await shot(page, 'login-phone');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
  await page.goto('/pages/settings/account/index');
  await expect(page.getByTestId('account-list')).toContainText(`+44 ${phone}`);
});
