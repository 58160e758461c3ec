import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, dataOf, expect999, expectError } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { isSealed } from '../../platform/security/secret-box.js';

type Enrolment = { secret: string; uri: string; qr: string };
type Session = { token: string; user: { id: number } };

describe('user two-factor (TOTP)', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  async function turnOn(token: string): Promise<{ secret: string; recovery: string[] }> {
    const enrol = dataOf(await call<Enrolment>(t.app, 'POST', 'user/2fa/setup', undefined, { token }));
    expect(enrol.uri).toMatch(/^otpauth:\/\/totp\/Candor:.+secret=/);
    expect(enrol.qr).toMatch(/^data:image\/png;base64,/);
    const on = dataOf(await call<{ recovery_codes: string[] }>(t.app, 'POST', 'user/2fa/enable', { code: codeOf(t, enrol.secret) }, { token }));
    expect(on.recovery_codes).toHaveLength(10);
    t.clock.advance(30_000);
    return { secret: enrol.secret, recovery: on.recovery_codes };
  }

  it('turns on with a first code, then login asks for it; a replayed code is refused; off again with a code', async () => {
    const u = await registerUser(t.app);
    expect(dataOf(await call(t.app, 'GET', 'user/2fa', undefined, { token: u.token }))).toEqual({ enabled: false, recovery_left: 0 });
    const { secret } = await turnOn(u.token);
    expect(dataOf(await call(t.app, 'GET', 'user/2fa', undefined, { token: u.token }))).toEqual({ enabled: true, recovery_left: 10 });

    const login = (body: Record<string, string>) => call<Session>(t.app, 'POST', 'user/login', { account: u.email, password: u.password, ...body });
    expectError(await login({}), 400, 9004, 'Please enter the 6-digit code from your authenticator app.');
    expectError(await login({ totp: '000000' }), 400, 9005, 'The authenticator code is wrong or was already used.');
    const code = codeOf(t, secret);
    expect(dataOf(await login({ totp: code })).user.id).toBe(u.id);
    // The same code again, inside its 30 seconds: refused.
    expectError(await login({ totp: code }), 400, 9005, 'The authenticator code is wrong or was already used.');
    t.clock.advance(30_000);
    expect((await login({ totp: codeOf(t, secret) })).body.type).toBe('ok');

    // A wrong password with a right code is still a wrong password.
    expectError(await call(t.app, 'POST', 'user/login', { account: u.email, password: 'wrong-pass', totp: codeOf(t, secret) }), 400, 2020, 'Wrong account or password.');

    expectError(await call(t.app, 'POST', 'user/2fa/disable', { code: '123456' }, { token: u.token }), 400, 9005, 'The authenticator code is wrong or was already used.');
    t.clock.advance(30_000);
    expect((await call(t.app, 'POST', 'user/2fa/disable', { code: codeOf(t, secret) }, { token: u.token })).body.type).toBe('ok');
    expect((await login({})).body.type).toBe('ok');
    expectError(await call(t.app, 'POST', 'user/2fa/disable', { code: '123456' }, { token: u.token }), 409, 2151, 'Two-factor authentication is not on.');
  });

  it('a recovery code logs in once', async () => {
    const u = await registerUser(t.app);
    const { recovery } = await turnOn(u.token);
    const code = recovery[3] as string;
    const login = (totp: string) => call<Session>(t.app, 'POST', 'user/login', { account: u.email, password: u.password, totp });
    expect((await login(code.toUpperCase())).body.type).toBe('ok');
    expectError(await login(code), 400, 9005, 'The authenticator code is wrong or was already used.');
    expect(dataOf(await call(t.app, 'GET', 'user/2fa', undefined, { token: u.token }))).toEqual({ enabled: true, recovery_left: 9 });
  });

  it('one code sent twice at once is accepted once', async () => {
    const u = await registerUser(t.app);
    const { secret } = await turnOn(u.token);
    const code = codeOf(t, secret);
    const replies = await Promise.all([0, 1, 2, 3].map(() => call(t.app, 'POST', 'user/login', { account: u.email, password: u.password, totp: code })));
    expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(1);
  });

  it('set-up refuses while on, enable without set-up, and a wrong first code; the stored secret is sealed', async () => {
    const u = await registerUser(t.app);
    expectError(await call(t.app, 'POST', 'user/2fa/enable', { code: '123456' }, { token: u.token }), 409, 9007, 'Start the two-factor set-up first.');
    const enrol = dataOf(await call<Enrolment>(t.app, 'POST', 'user/2fa/setup', undefined, { token: u.token }));
    expectError(await call(t.app, 'POST', 'user/2fa/enable', { code: '12345' }, { token: u.token }), 400, 9005, 'The authenticator code is wrong or was already used.');
    expect((await call(t.app, 'POST', 'user/2fa/enable', { code: codeOf(t, enrol.secret) }, { token: u.token })).body.type).toBe('ok');
    expectError(await call(t.app, 'POST', 'user/2fa/setup', undefined, { token: u.token }), 409, 9006, 'Two-factor authentication is already set up for this account.');
    const row = await t.app.platform.db.selectFrom('user_totp').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(isSealed(row.secret ?? '')).toBe(true);
    expect(row.secret).not.toContain(enrol.secret);
    expect999(await call(t.app, 'GET', 'user/2fa'));
  });

  it('a guest (demo) account cannot turn on two-factor or bind a wallet', async () => {
    const guest = dataOf(await call<Session>(t.app, 'POST', 'demo/guest'));
    const token = guest.token;
    for (const [path, body] of [['user/2fa/setup', undefined], ['user/2fa/enable', { code: '123456' }], ['user/wallets/bind', { message: 'x', signature: '0x00' }]] as const) {
      const res = await call(t.app, 'POST', path, body, { token });
      expectError(res, 403, 1403, 'This Action is Restricted on Demo Account.');
    }
    expect(dataOf(await call(t.app, 'GET', 'user/2fa', undefined, { token }))).toEqual({ enabled: false, recovery_left: 0 });
  });
});
