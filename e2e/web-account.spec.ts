import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { loginByEmail, registerByEmail, shot, uniqueEmail } from './support/web';

test.describe.configure({ mode: 'serial' });

const OTHER_DEVICE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0';

/** The code an authenticator app shows for the secret, `stepsAhead` 30-second steps from now (the same library as the server). */
function codeOf(secret: string, stepsAhead = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function logOut(page: Page): Promise<void> {
  await page.goto('/pages/profile/index');
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('me-login')).toBeVisible();
}

test('two-factor on, log out, log in with password and code, see and end another session', async ({ page, request }) => {
  const email = uniqueEmail('account');
  const password = 'secret123';
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, request, email, password);
  await expect(page).toHaveURL(/\/pages\/index\/index$/);

  // Another device signs in (before two-factor is on): its session shows on the sessions page later.
  const other = await request.post('/api/user/login', { form: { account: email, password }, headers: { 'user-agent': OTHER_DEVICE } });
  const otherToken = ((await other.json()) as { data: { token: string } }).data.token;

  await page.goto('/pages/settings/security/index');
  await expect(page.getByTestId('twofa-entry')).toContainText('Off');
  await shot(page, 'account-security');
  await page.locator('[data-entry="twofa"]').click();
  await expect(page).toHaveURL(/\/pages\/settings\/security\/twoFactor$/);
  await page.getByTestId('twofa-start').click();
  const secret = (await page.getByTestId('twofa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.locator('img[alt="QR code for the authenticator app"]')).toBeVisible();
  await shot(page, 'account-2fa-setup');
  await page.locator('input#totp').fill(codeOf(secret));
  await page.getByTestId('twofa-submit').click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await shot(page, 'account-2fa-recovery');
  await page.getByTestId('recovery-done').click();
  await expect(page.getByTestId('twofa-status')).toContainText('On');
  await shot(page, 'account-2fa-on');

  await logOut(page);
  await page.goto('/pages/user/login/login');
  await loginByEmail(page, email, password);
  // The server asks for the code: the field appears.
  await expect(page.getByTestId('totp-hint')).toBeVisible();
  await shot(page, 'account-login-totp');
  // The next time step's code (the one used to turn it on is spent), accepted within the one-step window.
  await page.locator('input#totp').fill(codeOf(secret, 1));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);

  await page.goto('/pages/settings/security/sessions');
  const rows = page.getByTestId('session-row');
  // This session and the other device's (logging out ended the first browser session).
  await expect(rows).toHaveCount(2);
  await expect(page.locator('[data-current="1"]')).toContainText('Chrome · Android');
  const firefox = rows.filter({ hasText: 'Firefox · Windows' });
  await expect(firefox).toHaveCount(1);
  await shot(page, 'account-sessions');
  await firefox.getByTestId('session-end').click();
  await expect(rows.filter({ hasText: 'Firefox · Windows' })).toHaveCount(0);
  // The ended session is refused at once.
  const after = await request.get('/api/user/center', { headers: { authorization: otherToken } });
  expect(after.status()).toBe(401);

  await page.goto('/pages/settings/security/wallets');
  await expect(page.getByTestId('no-wallet')).toBeVisible();
  await shot(page, 'account-wallets-none');
});

test('an ERC wallet in the browser (EIP-1193) logs in: a new account with the wallet bound', async ({ page }) => {
  const account = privateKeyToAccount(generatePrivateKey());
  // The test plays the wallet: window.ethereum answers eth_requestAccounts and signs personal_sign with a key made here.
  await page.exposeFunction('e2eSign', async (hex: string) => account.signMessage({ message: { raw: hex as `0x${string}` } }));
  await page.addInitScript((address: string) => {
    const w = window as unknown as { ethereum: unknown; e2eSign(hex: string): Promise<string> };
    w.ethereum = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts') return [address];
        if (method === 'personal_sign') return w.e2eSign(String(params?.[0]));
        throw new Error(`unsupported ${method}`);
      },
    };
  }, account.address);
  await page.goto('/pages/user/login/login');
  await expect(page.getByTestId('wallet-erc')).toBeVisible();
  await expect(page.getByTestId('wallet-trc')).toHaveCount(0);
  await shot(page, 'account-login-wallet');
  await page.getByTestId('wallet-erc').click();
  await expect(page).toHaveURL(/\/pages\/index\/index$/);
  await page.goto('/pages/settings/security/wallets');
  await expect(page.getByTestId('wallet-row')).toContainText(account.address.toLowerCase());
  await shot(page, 'account-wallets');
});
