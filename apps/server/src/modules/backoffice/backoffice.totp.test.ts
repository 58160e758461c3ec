import { ADMIN_RESOURCES } from '../../test/catalogue.js';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { normaliseTotp, totpCode, totpStep } from './backoffice.totp.js';
import {
  NEW_PASSWORD, codeOf, dataOf, expect999, expectError, login, type Enrolment, type LoginData, type Me,
} from '../../test/admin.js';

const SETUP_REQUIRED = 'Set up two-factor authentication before using the back office.';
const CHANGE_REQUIRED = 'Please change your password before using the back office.';
const TOTP_REQUIRED = 'Please enter the 6-digit code from your authenticator app.';
const TOTP_INVALID = 'The authenticator code is wrong or was already used.';

describe('TOTP helpers', () => {
  const secret = new Secret({ size: 20 }).base32;
  const t0 = Date.UTC(2026, 10, 22, 12, 0, 5);

  it('accepts the codes of the current step and one step either side, and tells the step', () => {
    const step = Math.floor(t0 / 30_000);
    expect(totpStep(secret, totpCode(secret, t0), t0)).toBe(step);
    expect(totpStep(secret, totpCode(secret, t0 - 30_000), t0)).toBe(step - 1);
    expect(totpStep(secret, totpCode(secret, t0 + 30_000), t0)).toBe(step + 1);
    expect(totpStep(secret, totpCode(secret, t0 - 60_000), t0)).toBeNull();
    expect(totpStep(secret, totpCode(secret, t0 + 60_000), t0)).toBeNull();
  });

  it('reads codes typed with spaces and refuses anything but 6 digits', () => {
    expect(normaliseTotp(' 123 456 ')).toBe('123456');
    for (const bad of [undefined, '', '12345', '1234567', 'abcdef', '12345a']) expect(normaliseTotp(bad)).toBeNull();
    const code = totpCode(secret, t0);
    expect(totpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, t0)).not.toBeNull();
  });
});

describe('admin TOTP enrolment and sign-in', () => {
  let t: TestApp;
  let first: LoginData;
  let oneTime: string;
  beforeEach(async () => {
    t = await createTestApp();
    oneTime = (await t.app.services.backoffice.bootstrap('admin'))?.password as string;
    first = dataOf(await login(t, 'admin', oneTime));
  });
  afterEach(async () => { await t.close(); });

  const post = <T = unknown>(path: string, body?: Record<string, unknown>, token = first.token) => call<T>(t.app, 'POST', path, body, { token });
  const get = <T = unknown>(path: string, token = first.token) => call<T>(t.app, 'GET', path, undefined, { token });

  it('enrols with a real code computed from the secret setup returned, then requires the password change', async () => {
    const enrol = dataOf(await post<Enrolment>('admin/totp/setup'));
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.uri).toBe(`otpauth://totp/Candor:admin?issuer=Candor&secret=${enrol.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(enrol.qr).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);

    const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(enrol.secret) });
    const me = dataOf(await post<Me>('admin/totp/enable', { code: totp.generate({ timestamp: t.clock.now() }) }));
    expect(me).toEqual({ id: 1, username: 'admin', role: 'superadmin', must_change_password: true, totp_enabled: true, stage: 'password_change', resources: [] });
    expect(dataOf(await get<Me>('admin/me')).stage).toBe('password_change');

    expectError(await get('admin/users'), 403, 9009, CHANGE_REQUIRED);
    expectError(await post('admin/totp/setup'), 409, 9006, 'Two-factor authentication is already set up for this account.');
    const changed = dataOf(await post<Me>('admin/password', { old_password: oneTime, new_password: NEW_PASSWORD, re_password: NEW_PASSWORD }));
    expect(changed).toMatchObject({ stage: 'full', must_change_password: false, resources: ADMIN_RESOURCES });
    expect((await get('admin/users')).body.type).toBe('ok');
  });

  it('the limited session may only enrol, read me and log out', async () => {
    for (const path of ['admin/users', 'admin/outbox', 'admin/audit', 'admin/admins']) expectError(await get(path), 403, 9008, SETUP_REQUIRED);
    expectError(await post('admin/admins', { username: 'sneaky', role: 'superadmin' }), 403, 9008, SETUP_REQUIRED);
    expectError(await post('admin/admins/1/reset'), 403, 9008, SETUP_REQUIRED);
    expectError(await post('admin/password', { old_password: oneTime, new_password: NEW_PASSWORD, re_password: NEW_PASSWORD }), 403, 9008, SETUP_REQUIRED);
    expectError(await call(t.app, 'GET', 'admin/users', undefined, { token: first.token, lang: 'zh' }), 403, 9008, '使用后台前请先设置双重验证。');
    expect(dataOf(await get<Me>('admin/me')).stage).toBe('totp_setup');
  });

  it('refuses enabling before setup, without a code, with a wrong code or a code of a secret the client made', async () => {
    expectError(await post('admin/totp/enable', { code: '123456' }), 409, 9007, 'Start the two-factor set-up first.');
    const enrol = dataOf(await post<Enrolment>('admin/totp/setup'));
    expectError(await post('admin/totp/enable', {}), 400, 9004, TOTP_REQUIRED);
    expectError(await post('admin/totp/enable', { code: 'abcdef' }), 400, 9005, TOTP_INVALID);
    const wrong = codeOf(t, enrol.secret) === '000000' ? '000001' : '000000';
    expectError(await post('admin/totp/enable', { code: wrong }), 400, 9005, TOTP_INVALID);
    const own = new Secret({ size: 20 }).base32;
    expectError(await post('admin/totp/enable', { code: codeOf(t, own), secret: own }), 400, 9005, TOTP_INVALID);
    expect(dataOf(await get<Me>('admin/me'))).toMatchObject({ stage: 'totp_setup', totp_enabled: false });
  });

  it('a new setup replaces the pending secret', async () => {
    const a = dataOf(await post<Enrolment>('admin/totp/setup'));
    const b = dataOf(await post<Enrolment>('admin/totp/setup'));
    expect(b.secret).not.toBe(a.secret);
    expectError(await post('admin/totp/enable', { code: codeOf(t, a.secret) }), 400, 9005, TOTP_INVALID);
    expect(dataOf(await post<Me>('admin/totp/enable', { code: codeOf(t, b.secret) })).totp_enabled).toBe(true);
  });

  it('once enabled, login requires the code: missing, wrong, replayed and stale codes are refused', async () => {
    const enrol = dataOf(await post<Enrolment>('admin/totp/setup'));
    const enableCode = codeOf(t, enrol.secret);
    dataOf(await post('admin/totp/enable', { code: enableCode }));

    expectError(await login(t, 'admin', oneTime), 400, 9004, TOTP_REQUIRED);
    expectError(await login(t, 'admin', oneTime, ''), 400, 9004, TOTP_REQUIRED);
    expectError(await call(t.app, 'POST', 'admin/login', { username: 'admin', password: oneTime }, { lang: 'zh' }), 400, 9004, '请输入身份验证器应用中的 6 位验证码。');
    expectError(await login(t, 'admin', oneTime, enableCode), 400, 9005, TOTP_INVALID);
    expectError(await login(t, 'admin', 'wrong-password', codeOf(t, enrol.secret, 30_000)), 400, 9001, 'Wrong admin username or password.');

    t.clock.advance(30_000);
    const code = codeOf(t, enrol.secret);
    const ok = dataOf(await login(t, 'admin', oneTime, code));
    expect(ok).toMatchObject({ stage: 'password_change', admin: { totp_enabled: true } });
    expectError(await login(t, 'admin', oneTime, code), 400, 9005, TOTP_INVALID);

    t.clock.advance(60_000);
    expect(dataOf(await login(t, 'admin', oneTime, codeOf(t, enrol.secret, -30_000)))).toBeDefined();
    t.clock.advance(90_000);
    expectError(await login(t, 'admin', oneTime, codeOf(t, enrol.secret, -60_000)), 400, 9005, TOTP_INVALID);
  });

  it('wrong codes count toward the login limit', async () => {
    const enrol = dataOf(await post<Enrolment>('admin/totp/setup'));
    dataOf(await post('admin/totp/enable', { code: codeOf(t, enrol.secret) }));
    t.clock.advance(30_000);
    const right = codeOf(t, enrol.secret);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 10; i++) expectError(await login(t, 'admin', oneTime, wrong), 400, 9005, TOTP_INVALID);
    expectError(await login(t, 'admin', oneTime, right), 429, 2023, 'Too many attempts. Please try again in 15 minutes.');
  });

  it('wrong codes at enrolment count toward the login limit too', async () => {
    const enrol = dataOf(await post<Enrolment>('admin/totp/setup'));
    const right = codeOf(t, enrol.secret);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 10; i++) expectError(await post('admin/totp/enable', { code: wrong }), 400, 9005, TOTP_INVALID);
    expectError(await post('admin/totp/enable', { code: right }), 429, 2023, 'Too many attempts. Please try again in 15 minutes.');
  });

  it('checks the password change and ends the other sessions', async () => {
    const enrol = dataOf(await post<Enrolment>('admin/totp/setup'));
    dataOf(await post('admin/totp/enable', { code: codeOf(t, enrol.secret) }));
    t.clock.advance(30_000);
    const other = dataOf(await login(t, 'admin', oneTime, codeOf(t, enrol.secret)));
    const change = (old_password: string, new_password: string, re_password = new_password) =>
      post<Me>('admin/password', { old_password, new_password, re_password });
    expectError(await post('admin/password', { new_password: NEW_PASSWORD, re_password: NEW_PASSWORD }), 422, 2024, 'Please enter the original password.');
    expectError(await change(oneTime, 'short-pass1'), 422, 9010, 'An admin password must be at least 12 characters.');
    expectError(await change(oneTime, NEW_PASSWORD, `${NEW_PASSWORD}x`), 422, 2013, 'Passwords do not match.');
    expectError(await change('not-the-password', NEW_PASSWORD), 422, 2025, 'The original password is wrong.');
    expectError(await change(oneTime, oneTime), 422, 9011, 'The new password must differ from the current one.');
    expect(dataOf(await change(oneTime, NEW_PASSWORD)).stage).toBe('full');
    expect999(await get('admin/me', other.token));
    t.clock.advance(30_000);
    expectError(await login(t, 'admin', oneTime, codeOf(t, enrol.secret)), 400, 9001, 'Wrong admin username or password.');
    expect(dataOf(await login(t, 'admin', NEW_PASSWORD, codeOf(t, enrol.secret))).stage).toBe('full');
  });

  it('writes every step to the audit log with the admin, target, detail and IP', async () => {
    await login(t, 'admin', 'wrong-password');
    const enrol = dataOf(await post<Enrolment>('admin/totp/setup'));
    dataOf(await post('admin/totp/enable', { code: codeOf(t, enrol.secret) }));
    dataOf(await post('admin/password', { old_password: oneTime, new_password: NEW_PASSWORD, re_password: NEW_PASSWORD }));
    type Row = { admin_id: number; admin_username: string; action: string; target: string; detail: Record<string, unknown>; ip: string };
    const log = dataOf(await get<{ total: number; items: Row[] }>('admin/audit'));
    expect(log.items.map((r) => r.action).reverse()).toEqual([
      'admin.login', 'admin.login_failed', 'admin.totp_setup', 'admin.totp_enable', 'admin.password_change',
    ]);
    expect(log.items.every((r) => r.admin_id === 1 && r.admin_username === 'admin' && r.target === 'admin:1' && r.ip === '127.0.0.1')).toBe(true);
    expect(log.items.at(-1)?.detail).toEqual({ stage: 'totp_setup' });
    expect(log.items.at(-2)?.detail).toEqual({ reason: 'password' });
    expect(JSON.stringify(log)).not.toContain(enrol.secret);
  });
});
