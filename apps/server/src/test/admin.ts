import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { call, type Reply } from './client.js';
import type { TestApp } from './harness.js';

/** Helpers of the admin tests (modules/admin): sign-in with a real TOTP code computed here from the secret the server gave. */

export type Me = { id: number; username: string; role: string; must_change_password: boolean; totp_enabled: boolean; stage: string; resources: string[] };
export type LoginData = { token: string; expires_at: number; stage: string; admin: Me };
export type Enrolment = { secret: string; uri: string; qr: string };
export type SignedIn = { token: string; id: number; username: string; password: string; secret: string };

export const NEW_PASSWORD = 'a-long-new-password-1';

/** The code an authenticator app shows for the secret at the test clock's time. */
export function codeOf(t: TestApp, secret: string, offsetMs = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: t.clock.now() + offsetMs });
}

export function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

export function expect999(res: Reply): void {
  expect(res.body).toEqual({ type: '999', code: 999, message: 'Please log in first.' });
  expect(res.status).toBe(401);
}

export function dataOf<T>(res: Reply<T>): T {
  if (res.body.type !== 'ok') throw new Error(JSON.stringify(res.body));
  return res.body.data as T;
}

export const login = (t: TestApp, username: string, password: string, totp?: string) =>
  call<LoginData>(t.app, 'POST', 'admin/login', { username, password, ...(totp !== undefined ? { totp } : {}) });

/**
 * First sign-in of an account with a one-time password: password only (limited session), TOTP enrolment with a
 * code computed from the returned secret, then the password change. Answers a full session.
 */
export async function firstSignIn(t: TestApp, username: string, oneTimePassword: string): Promise<SignedIn> {
  const first = dataOf(await login(t, username, oneTimePassword));
  expect(first.stage).toBe('totp_setup');
  const enrol = dataOf(await call<Enrolment>(t.app, 'POST', 'admin/totp/setup', undefined, { token: first.token }));
  const enabled = dataOf(await call<Me>(t.app, 'POST', 'admin/totp/enable', { code: codeOf(t, enrol.secret) }, { token: first.token }));
  expect(enabled.stage).toBe('password_change');
  const changed = dataOf(await call<Me>(t.app, 'POST', 'admin/password',
    { old_password: oneTimePassword, new_password: NEW_PASSWORD, re_password: NEW_PASSWORD }, { token: first.token }));
  expect(changed.stage).toBe('full');
  // The next code must come from a later time step: a code is accepted once.
  t.clock.advance(30_000);
  return { token: first.token, id: first.admin.id, username, password: NEW_PASSWORD, secret: enrol.secret };
}

/** The first admin (superadmin), bootstrapped and fully signed in. */
export async function superadmin(t: TestApp): Promise<SignedIn> {
  const created = await t.app.services.backoffice.bootstrap('admin');
  if (!created) throw new Error('bootstrap failed');
  return firstSignIn(t, 'admin', created.password);
}

/** A new admin of a role, created by the superadmin through the API and fully signed in. */
export async function adminOfRole(t: TestApp, by: SignedIn, role: string, username = `staff_${role}`): Promise<SignedIn> {
  const res = await call<{ admin: { id: number }; password: string }>(t.app, 'POST', 'admin/admins', { username, role }, { token: by.token });
  return firstSignIn(t, username, dataOf(res).password);
}
