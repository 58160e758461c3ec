import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * A server of one spec's own (e2e/serve.mjs on a free port, fresh database): for journeys that need the first
 * admin's second factor, which the shared server's first admin enrolled in admin-backoffice.spec.ts with a secret
 * other specs cannot know.
 */
export type OwnServer = { baseURL: string; api: APIRequestContext; stop(): Promise<void> };

const root = fileURLToPath(new URL('../..', import.meta.url));
export const FIRST_ADMIN_PASSWORD = 'e2e-admin-password';

type Envelope<T> = { type: string; code: number; message: string; data: T };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['e2e/serve.mjs', String(port)], { cwd: root, stdio: 'ignore' });
  const baseURL = `http://127.0.0.1:${port}`;
  const api = await playwrightRequest.newContext({ baseURL });
  await expect.poll(async () => (await api.get('/api/area_code').catch(() => null))?.status() ?? 0, { timeout: 60_000 }).toBe(200);
  return {
    baseURL, api,
    async stop() {
      await api.dispose();
      child.kill('SIGTERM');
    },
  };
}

/** The data of an ok envelope; anything else fails the test with the whole answer. */
export async function dataOf<T>(res: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await res).json()) as Envelope<T>;
  expect(body.type, JSON.stringify(body)).toBe('ok');
  return body.data;
}

/** The code an authenticator app shows now for a base32 secret. */
export const totpCode = (secret: string): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

/**
 * An admin's first sign-in through the API: the one-time password, TOTP enrolment with a code computed from the
 * secret the server answers, then the new password, as an operator's first sign-in does. Answers the full session.
 */
export async function enrolAdmin(api: APIRequestContext, username: string, oneTimePassword: string, newPassword: string): Promise<string> {
  const login = await dataOf<{ token: string }>(api.post('/api/admin/login', { form: { username, password: oneTimePassword } }));
  const headers = { authorization: login.token };
  const { secret } = await dataOf<{ secret: string }>(api.post('/api/admin/totp/setup', { headers }));
  await dataOf(api.post('/api/admin/totp/enable', { headers, form: { code: totpCode(secret) } }));
  await dataOf(api.post('/api/admin/password', { headers, form: { old_password: oneTimePassword, new_password: newPassword, re_password: newPassword } }));
  return login.token;
}

/** The first admin (e2e/serve.mjs fixes its one-time password) with a full session. */
export const firstAdminToken = (api: APIRequestContext): Promise<string> => enrolAdmin(api, 'admin', FIRST_ADMIN_PASSWORD, 'an-e2e-admin-password-42');
