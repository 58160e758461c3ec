import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Session = { token: string; expires_at: number; user: { id: number } };

function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

const TOO_MANY = 'Too many attempts. Please try again in 15 minutes.';

async function registerPhone(t: TestApp, areaCode: string, phone: string, password = 'secret123'): Promise<number> {
  await call(t.app, 'POST', 'sms_send', { area_code: areaCode, phone });
  const code = await latestCode(t.app, `${areaCode}-${phone}`);
  const res = await call<Session>(t.app, 'POST', 'user/register', {
    mode: 'phone', area_code: areaCode, phone, code, password, re_password: password, agree: '1', sms_consent: '1',
  });
  if (res.body.type !== 'ok') throw new Error(JSON.stringify(res.body));
  return res.body.data?.user.id as number;
}

describe('user/login', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const login = (body: Record<string, string>, lang?: string) => call<Session>(t.app, 'POST', 'user/login', body, lang ? { lang } : {});

  it('validates the form', async () => {
    expectError(await login({ password: 'secret123' }), 422, 2004, 'Please enter your phone number, email or username.');
    expectError(await login({ account: '', password: 'secret123' }), 422, 2004, 'Please enter your phone number, email or username.');
    expectError(await login({ account: 'someone' }), 422, 2010, 'Please enter the password.');
    expectError(await login({ account: 'someone' }, 'zh'), 422, 2010, '请输入密码。');
    expectError(await login({}, 'zh'), 422, 2004, '请输入手机号、邮箱或用户名。');
    expectError(await login({ account: '   ', password: 'secret123' }), 422, 2004, 'Please enter your phone number, email or username.');
  });

  it('answers one message for a wrong password and an unknown account', async () => {
    const u = await registerUser(t.app);
    expectError(await login({ account: u.email, password: 'wrong-one' }), 400, 2020, 'Wrong account or password.');
    expectError(await login({ account: 'nobody@example.com', password: 'secret123' }), 400, 2020, 'Wrong account or password.');
    expectError(await login({ account: 'nobody', password: 'secret123' }, 'zh'), 400, 2020, '账号或密码错误。');
  });

  it('logs in by email in any letter case and with surrounding spaces', async () => {
    const u = await registerUser(t.app, { email: 'login.me@example.com' });
    for (const account of ['login.me@example.com', 'LOGIN.ME@Example.com', '  login.me@example.com ']) {
      const res = await login({ account, password: u.password });
      expect(res.body.type).toBe('ok');
      expect(res.body.data?.user.id).toBe(u.id);
      expect(res.body.data?.token).toMatch(/^[\w-]{43}$/);
    }
  });

  it('logs in by username', async () => {
    const reg = await call<Session>(t.app, 'POST', 'user/register', { mode: 'username', username: 'bob_the_user', password: 'pass1234', re_password: 'pass1234', agree: '1' });
    const res = await login({ account: 'bob_the_user', password: 'pass1234' });
    expect(res.body.data?.user.id).toBe(reg.body.data?.user.id);
  });

  it('logs in by phone with and without the area code', async () => {
    const id = await registerPhone(t, '86', '13800138000');
    const bodies: Record<string, string>[] = [
      { account: '13800138000', area_code: '86' }, { account: '13800138000', area_code: '+86' }, { account: '13800138000' },
    ];
    for (const body of bodies) {
      const res = await login({ ...body, password: 'secret123' });
      expect(res.body.data?.user.id).toBe(id);
    }
    expectError(await login({ account: '13800138000', area_code: '44', password: 'secret123' }), 400, 2020, 'Wrong account or password.');
  });

  it('needs the area code when one number is registered in two countries', async () => {
    const cn = await registerPhone(t, '86', '5551234567');
    const us = await registerPhone(t, '1', '5551234567', 'other123');
    expectError(await login({ account: '5551234567', password: 'secret123' }), 400, 2020, 'Wrong account or password.');
    expect((await login({ account: '5551234567', area_code: '86', password: 'secret123' })).body.data?.user.id).toBe(cn);
    expect((await login({ account: '5551234567', area_code: '1', password: 'other123' })).body.data?.user.id).toBe(us);
  });

  it('does not let a guest log in (no identity, no password)', async () => {
    const guest = await call<Session>(t.app, 'POST', 'demo/guest');
    const row = await t.app.services.users.byId(guest.body.data?.user.id as number);
    expectError(await login({ account: row?.invite_code as string, password: 'anything' }), 400, 2020, 'Wrong account or password.');
  });
});

describe('user/login rate limit', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const login = (account: string, password: string, lang?: string) => call<Session>(t.app, 'POST', 'user/login', { account, password }, lang ? { lang } : {});

  it('refuses even the right password after 10 failures, until the window passes', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 10; i++) expectError(await login(u.email, `wrong${i}`), 400, 2020, 'Wrong account or password.');
    expectError(await login(u.email, u.password), 429, 2023, TOO_MANY);
    expectError(await login(u.email, 'wrong'), 429, 2023, TOO_MANY);
    expectError(await login(u.email, u.password, 'zh'), 429, 2023, '尝试次数过多，请 15 分钟后再试。');
    t.clock.advance(14 * 60_000);
    expectError(await login(u.email, u.password), 429, 2023, TOO_MANY);
    t.clock.advance(60_000);
    expect((await login(u.email, u.password)).body.type).toBe('ok');
  });

  it('holds per account whatever spelling of the identifier is used', async () => {
    const u = await registerUser(t.app, { email: 'target@example.com' });
    const spellings = ['target@example.com', 'TARGET@example.com', ' target@example.com', 'target@example.com ', 'Target@Example.com'];
    for (let i = 0; i < 10; i++) await login(spellings[i % spellings.length] as string, `wrong${i}`);
    expectError(await login('  target@EXAMPLE.com  ', u.password), 429, 2023, TOO_MANY);
    expectError(await login(u.email, u.password), 429, 2023, TOO_MANY);
  });

  it('holds per account across phone spellings', async () => {
    await registerPhone(t, '86', '13900139000');
    const tries = [{ account: '13900139000' }, { account: '13900139000', area_code: '86' }, { account: '+13900139000' }, { account: ' 13900139000' }];
    for (let i = 0; i < 10; i++) await call(t.app, 'POST', 'user/login', { ...tries[i % tries.length], password: `wrong${i}` });
    expectError(await call(t.app, 'POST', 'user/login', { account: '13900139000', area_code: '+86', password: 'secret123' }), 429, 2023, TOO_MANY);
  });

  it('does not lock one account with failures on another', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (let i = 0; i < 10; i++) await login(a.email, 'wrong');
    expect((await login(b.email, b.password)).body.type).toBe('ok');
  });

  it('forgets the failures after a successful login', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 9; i++) await login(u.email, 'wrong');
    expect((await login(u.email, u.password)).body.type).toBe('ok');
    for (let i = 0; i < 9; i++) await login(u.email, 'wrong');
    expect((await login(u.email, u.password)).body.type).toBe('ok');
  });

  it('limits unknown accounts too', async () => {
    for (let i = 0; i < 10; i++) await login('ghost@example.com', 'wrong');
    expectError(await login('ghost@example.com', 'wrong'), 429, 2023, TOO_MANY);
  });
});

describe('sessions: logout, revocation, expiry', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const center = (token: string) => call(t.app, 'GET', 'user/center', undefined, { token });
  const expect999 = (res: Reply) => {
    expect(res.body).toEqual({ type: '999', code: 999, message: 'Please log in first.' });
    expect(res.status).toBe(401);
  };

  it('accepts the token with and without a Bearer prefix', async () => {
    const u = await registerUser(t.app);
    expect((await center(u.token)).body.type).toBe('ok');
    expect((await call(t.app, 'GET', 'user/center', undefined, { headers: { authorization: `Bearer ${u.token}` } })).body.type).toBe('ok');
  });

  it('answers 999 for a revoked token after logout, and only for that session', async () => {
    const u = await registerUser(t.app);
    const other = await call<Session>(t.app, 'POST', 'user/login', { account: u.email, password: u.password });
    const out = await call(t.app, 'POST', 'user/logout', undefined, { token: u.token });
    expect(out.body).toEqual({ type: 'ok', code: 1, message: 'OK', data: null });
    expect999(await center(u.token));
    expect999(await call(t.app, 'POST', 'user/logout', undefined, { token: u.token }));
    expect999(await call(t.app, 'GET', 'getBalance', undefined, { token: u.token }));
    expect((await center(other.body.data?.token as string)).body.type).toBe('ok');
  });

  it('needs a token to log out', async () => {
    expect999(await call(t.app, 'POST', 'user/logout'));
    expect999(await call(t.app, 'POST', 'user/logout', undefined, { token: 'not-a-token' }));
  });

  it('ends a session when it expires (7 days by default)', async () => {
    const u = await registerUser(t.app);
    const login = await call<Session>(t.app, 'POST', 'user/login', { account: u.email, password: u.password });
    expect(login.body.data?.expires_at).toBe(t.clock.now() + 7 * 24 * 3_600_000);
    t.clock.advance(7 * 24 * 3_600_000 - 1);
    expect((await center(u.token)).body.type).toBe('ok');
    t.clock.advance(1);
    expect999(await center(u.token));
  });
});
