import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { registerByEmail, shot, uniqueEmail } from './support/web';

/**
 * Referral at 390x844: a user opens the promotion page (rate, code, link, the server-made poster), a friend registers
 * through the invite link, and the first user's invite page lists the friend with the name masked.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'secret123';

async function mobile(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
}

test('promotion page with link and poster; a friend joins by the link and shows masked on the invite page', async ({ browser, baseURL, request }) => {
  test.setTimeout(60_000);
  const referrer = await mobile(browser, baseURL ?? '');
  const page = await referrer.newPage();
  const email = uniqueEmail('referrer');
  await page.goto('/pages/user/login/register/index');
  await registerByEmail(page, request, email, PASSWORD);
  await expect(page).not.toHaveURL(/register/);
  await page.goto('/pages/promotion/index');
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4,32}$/);
  await expect(page.getByTestId('referral-link')).toContainText(`?invite_code=${code}`);
  await expect(page.getByTestId('referral-poster')).toBeVisible();
  await shot(page, 'referral-promotion');

  const friendContext = await mobile(browser, baseURL ?? '');
  const friend = await friendContext.newPage();
  await friend.goto(`/?invite_code=${code}`);
  await friend.goto('/pages/user/login/register/index');
  await expect(friend.locator('input#invite_code')).toHaveValue(code);
  await registerByEmail(friend, request, uniqueEmail('friend'), PASSWORD);
  await expect(friend).not.toHaveURL(/register/);
  await friendContext.close();

  await page.goto('/pages/invite/index');
  await expect(page.getByTestId('referral-invitee')).toHaveCount(1);
  await expect(page.getByTestId('referral-invitee')).toContainText('***@');
  await shot(page, 'referral-invite');
  await referrer.close();
});
