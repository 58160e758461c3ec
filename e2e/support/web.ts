import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Where screenshots go (e2e/artifacts is ignored by git). */
const artifacts = new URL('../artifacts/', import.meta.url);

export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Let a toast that is on screen time out, so it does not cover the page in the picture.
  await expect(page.locator('.adm-toast-mask')).toHaveCount(0, { timeout: 4000 }).catch(() => undefined);
  await page.screenshot({ path: new URL(`${name}.png`, artifacts).pathname });
}

/** A fresh email per test run, so runs never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The latest code sent to an email or area code-phone, read from the dev outbox (DEV_OUTBOX=1). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | null = null;
  await expect.poll(async () => {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { data?: Array<{ code: string | null }> };
    code = body.data?.[0]?.code ?? null;
    return code;
  }, { timeout: 10_000 }).not.toBeNull();
  return code as unknown as string;
}

/**
 * Presses "Send code" and answers the code that press sent: it waits for the countdown (the send was answered) before
 * reading the outbox, so an earlier code to the same address is never taken for the new one.
 */
export async function sendCode(page: Page, request: APIRequestContext, to: string): Promise<string> {
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+/);
  return latestCode(request, to);
}

/** Fills an antd-mobile input found by its id. */
export async function fill(page: Page, id: string, value: string): Promise<void> {
  await page.locator(`input#${id}`).fill(value);
}

/** Registers by email from the register page currently shown. */
export async function registerByEmail(page: Page, request: APIRequestContext, email: string, password: string): Promise<void> {
  await fill(page, 'account', email);
  const code = await sendCode(page, request, email);
  await fill(page, 'code', code);
  await fill(page, 'password', password);
  await fill(page, 're_password', password);
  await page.getByTestId('agree').click();
  await page.getByTestId('sms-consent').click();
  await page.getByTestId('register-submit').click();
}

/** Logs in by email from the login page currently shown. */
export async function loginByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Email' }).click().catch(() => undefined);
  await fill(page, 'account', email);
  await fill(page, 'password', password);
  await page.getByTestId('login-submit').click();
}
