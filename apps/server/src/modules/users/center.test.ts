import { LANGS } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

type Center = { id: number; kind: string; email: string | null; invite_code: string; lang: string; has_fund_password: boolean; created_at: number };

describe('user/center, centerwak, center2, getRealName', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('answers the signed-in user', async () => {
    const u = await registerUser(t.app);
    const center = await call<Center>(t.app, 'GET', 'user/center', undefined, { token: u.token });
    expect(center.status).toBe(200);
    expect(center.body).toEqual({
      type: 'ok', code: 1, message: 'OK',
      data: {
        id: u.id, kind: 'user', username: null, email: u.email, area_code: null, phone: null,
        invite_code: expect.stringMatching(/^[A-Z2-9]{8}$/) as unknown as string, lang: 'en', has_fund_password: false, created_at: t.clock.now(),
      },
    });
    expect(JSON.stringify(center.body)).not.toMatch(/password_hash|scrypt/);
  });

  it('centerwak tells who is signed in and in which mode', async () => {
    const u = await registerUser(t.app);
    expect((await call(t.app, 'GET', 'user/centerwak', undefined, { token: u.token })).body.data).toEqual({ id: u.id, kind: 'user', username: null, demo: false });
    expect((await call(t.app, 'GET', 'user/centerwak', undefined, { token: u.token, demo: true })).body.data).toEqual({ id: u.id, kind: 'user', username: null, demo: true });
  });

  it('center2 adds the security state', async () => {
    const u = await registerUser(t.app);
    const res = await call<Center & { has_login_password: boolean; kyc_status: string; demo: boolean }>(t.app, 'GET', 'user/center2', undefined, { token: u.token });
    expect(res.body.data).toMatchObject({ id: u.id, email: u.email, has_login_password: true, has_fund_password: false, kyc_status: 'unverified', demo: false });
    const demo = await call<{ demo: boolean }>(t.app, 'GET', 'user/center2', undefined, { token: u.token, demo: true });
    expect(demo.body.data?.demo).toBe(true);
  });

  it('getRealName is null until KYC is done', async () => {
    const u = await registerUser(t.app);
    expect((await call(t.app, 'GET', 'user/getRealName', undefined, { token: u.token })).body).toEqual({ type: 'ok', code: 1, message: 'OK', data: null });
  });
});

describe('not logged in answers 999 with HTTP 401 on every protected route', () => {
  let t: TestApp;
  let revoked: string;
  beforeAll(async () => {
    t = await createTestApp();
    const u = await registerUser(t.app);
    await call(t.app, 'POST', 'user/logout', undefined, { token: u.token });
    revoked = u.token;
  });
  afterAll(async () => { await t.close(); });

  const routes: ['GET' | 'POST', string][] = [
    ['POST', 'sms_other_mail'], ['POST', 'user/logout'], ['GET', 'user/center'], ['GET', 'user/centerwak'], ['GET', 'user/center2'],
    ['GET', 'user/has_password'], ['POST', 'user/has_password'], ['POST', 'user/setpaypwd'], ['POST', 'safe/update_password'],
    ['POST', 'user/e_pwd'], ['GET', 'user/getRealName'], ['GET', 'getBalance'], ['POST', 'demo/reset'],
  ];

  it.each(routes)('%s %s', async (method, path) => {
    const body = method === 'POST' ? { pay_password: '123456', re_pay_password: '123456' } : undefined;
    for (const token of [undefined, revoked, 'made-up-token', 'x'.repeat(300)]) {
      const res = await call(t.app, method, path, body, token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ type: '999', code: 999, message: 'Please log in first.' });
    }
    const zh = await call(t.app, method, path, body, { lang: 'zh', demo: true });
    expect(zh.body).toEqual({ type: '999', code: 999, message: '请先登录。' });
  });
});

describe('set/lang, get/lang, area_code', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('answers the language and the list for a visitor', async () => {
    expect((await call(t.app, 'POST', 'set/lang', { lang: 'zh' })).body).toEqual({ type: 'ok', code: 1, message: 'OK', data: { lang: 'zh', langs: [...LANGS] } });
    expect((await call(t.app, 'GET', 'get/lang')).body.data).toEqual({ lang: 'en', langs: [...LANGS] });
    expect((await call(t.app, 'POST', 'get/lang', undefined, { lang: 'jp' })).body.data).toEqual({ lang: 'jp', langs: [...LANGS] });
    expect((await call(t.app, 'GET', 'get/lang', undefined, { lang: 'klingon' })).body.data).toEqual({ lang: 'en', langs: [...LANGS] });
  });

  it('refuses an unknown language', async () => {
    expectError(await call(t.app, 'POST', 'set/lang', { lang: 'xx' }), 422, 2031, 'This language is not supported.');
    expectError(await call(t.app, 'POST', 'set/lang', {}), 422, 2031, 'This language is not supported.');
    expectError(await call(t.app, 'POST', 'set/lang', { lang: 'zh-CN' }, { lang: 'zh' }), 422, 2031, '不支持该语言。');
  });

  it('stores the language of a signed-in user', async () => {
    const u = await registerUser(t.app);
    expect((await call(t.app, 'POST', 'set/lang', { lang: 'de' }, { token: u.token })).body.data).toMatchObject({ lang: 'de' });
    expect((await call(t.app, 'GET', 'get/lang', undefined, { token: u.token, lang: 'fr' })).body.data).toMatchObject({ lang: 'de' });
    expect((await call<Center>(t.app, 'GET', 'user/center', undefined, { token: u.token })).body.data?.lang).toBe('de');
    expectError(await call(t.app, 'POST', 'set/lang', { lang: 'xx' }, { token: u.token }), 422, 2031, 'This language is not supported.');
  });

  it('lists country calling codes on GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call<{ iso: string; name: string; code: string }[]>(t.app, method, 'area_code');
      expect(res.body.type).toBe('ok');
      expect(res.body.data).toContainEqual({ iso: 'CN', name: 'China', code: '86' });
      expect(res.body.data).toContainEqual({ iso: 'US', name: 'United States', code: '1' });
      for (const a of res.body.data ?? []) expect(a.code).toMatch(/^\d{1,4}$/);
    }
  });
});

describe('user/check_mobile and user/check_email', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('validates the phone', async () => {
    expectError(await call(t.app, 'POST', 'user/check_mobile', { phone: '13800138000' }), 422, 2032, 'Please choose a valid country code.');
    expectError(await call(t.app, 'POST', 'user/check_mobile', { area_code: '86' }), 422, 2001, 'Please enter a valid phone number.');
    expectError(await call(t.app, 'POST', 'user/check_mobile', { area_code: '86', phone: '12ab' }, { lang: 'zh' }), 422, 2001, '请输入正确的手机号码。');
  });

  it('tells whether a phone is registered', async () => {
    expect((await call(t.app, 'POST', 'user/check_mobile', { area_code: '86', phone: '13500135000' })).body).toEqual({ type: 'ok', code: 1, message: 'OK', data: { exists: false } });
    await call(t.app, 'POST', 'sms_send', { area_code: '86', phone: '13500135000' });
    await call(t.app, 'POST', 'user/register', {
      mode: 'phone', area_code: '86', phone: '13500135000', code: await latestCode(t.app, '86-13500135000'),
      password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1',
    });
    expect((await call(t.app, 'POST', 'user/check_mobile', { area_code: '+86', phone: '13500135000' })).body.data).toEqual({ exists: true });
    expect((await call(t.app, 'POST', 'user/check_mobile', { area_code: '852', phone: '13500135000' })).body.data).toEqual({ exists: false });
  });

  it('validates and checks the email, in any letter case', async () => {
    expectError(await call(t.app, 'POST', 'user/check_email', {}), 422, 2002, 'Please enter a valid email address.');
    expectError(await call(t.app, 'POST', 'user/check_email', { email: 'x@y.z' }), 422, 2002, 'Please enter a valid email address.');
    const u = await registerUser(t.app);
    expect((await call(t.app, 'POST', 'user/check_email', { email: u.email.toUpperCase() })).body.data).toEqual({ exists: true });
    expect((await call(t.app, 'POST', 'user/check_email', { email: 'free@example.com' })).body.data).toEqual({ exists: false });
  });
});

describe('extra body fields change nothing', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const extras = {
    balance: '1000000', available: '1000000', role: 'superadmin', status: 'frozen', userId: '1', user_id: '1', id: '1',
    kind: 'guest', invite_code: 'AAAAAAAA', referrer_id: '1', has_fund_password: 'true', email: 'hijack@example.com', mode: 'real',
  };

  it('on every user form, checked through center and getBalance', async () => {
    const victim = await registerUser(t.app);
    const u = await registerUser(t.app);
    const before = (await call<Center>(t.app, 'GET', 'user/center', undefined, { token: u.token })).body.data as Center;
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token });
    const code = await latestCode(t.app, u.email);
    const forms: [string, Record<string, string>][] = [
      ['user/setpaypwd', { password: u.password, code, pay_password: '123456', re_pay_password: '123456' }],
      ['safe/update_password', { old_password: u.password, new_password: 'newpass1', re_password: 'newpass1' }],
      ['set/lang', { lang: 'en' }],
      ['user/center', {}],
      ['demo/reset', {}],
    ];
    for (const [path, body] of forms) {
      const method = path === 'user/center' ? 'GET' : 'POST';
      const res = await call(t.app, method, path, { ...body, ...extras }, { token: u.token });
      expect(res.body.type).toBe('ok');
    }
    const after = (await call<Center>(t.app, 'GET', 'user/center', undefined, { token: u.token })).body.data;
    expect(after).toEqual({ ...before, has_fund_password: true });
    expect((await call(t.app, 'GET', 'getBalance', { ...extras }, { token: u.token })).body.data).toEqual([]);
    expect((await call(t.app, 'GET', 'getBalance', undefined, { token: u.token, demo: true })).body.data).toEqual([
      { asset: 'USDT', kind: 'funding', mode: 'demo', available: '100000', locked: '0' },
    ]);
    const row = await t.app.services.users.byId(u.id);
    expect(row).toMatchObject({ kind: 'user', status: 'active', referrer_id: null, email: u.email });
    const victimCenter = await call<Center>(t.app, 'GET', 'user/center', undefined, { token: victim.token });
    expect(victimCenter.body.data).toMatchObject({ id: victim.id, has_fund_password: false, email: victim.email });
  });
});
