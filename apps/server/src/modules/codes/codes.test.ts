import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, setFundPassword, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

const CODE_WRONG = 'The verification code is wrong or has expired.';
const sent = { type: 'ok', code: 1, message: 'OK', data: { resend_after: 60 } };
const otherThan = (code: string, i = 0): string => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

describe('sms_send, email_send and sms_mail', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  it('sends a 6-digit code by SMS to area code-phone', async () => {
    expect((await call(t.app, 'POST', 'sms_send', { area_code: '+86', phone: '13800138000' })).body).toEqual(sent);
    const outbox = await call<{ channel: string; destination: string; code: string; body: string }[]>(t.app, 'GET', 'dev/outbox', { to: '86-13800138000' });
    const [message] = outbox.body.data ?? [];
    expect(message).toMatchObject({ channel: 'sms', destination: '86-13800138000' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toBe(`Your Candor verification code is ${message?.code}. It is valid for 10 minutes. Never share it with anyone.`);
  });

  it('sends by email on both paths, in the request language', async () => {
    expect((await call(t.app, 'POST', 'email_send', { email: 'Someone@Example.com' })).body).toEqual(sent);
    expect((await call(t.app, 'POST', 'sms_mail', { email: 'other@example.com' }, { lang: 'zh' })).body).toEqual(sent);
    const code = await latestCode(t.app, 'someone@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const zh = await call<{ channel: string; code: string; body: string }[]>(t.app, 'GET', 'dev/outbox', { to: 'other@example.com' });
    expect(zh.body.data?.[0]?.channel).toBe('email');
    expect(zh.body.data?.[0]?.body).toBe(`您的 Candor 验证码是 ${zh.body.data?.[0]?.code}，10 分钟内有效。请勿告诉任何人。`);
  });

  it('validates the destination and the purpose', async () => {
    expectError(await call(t.app, 'POST', 'sms_send', { phone: '13800138000' }), 422, 2032, 'Please choose a valid country code.');
    expectError(await call(t.app, 'POST', 'sms_send', { area_code: '86a', phone: '13800138000' }), 422, 2032, 'Please choose a valid country code.');
    expectError(await call(t.app, 'POST', 'sms_send', { area_code: '86' }), 422, 2001, 'Please enter a valid phone number.');
    expectError(await call(t.app, 'POST', 'sms_send', { area_code: '86', phone: '1380' }), 422, 2001, 'Please enter a valid phone number.');
    expectError(await call(t.app, 'POST', 'email_send', {}), 422, 2002, 'Please enter a valid email address.');
    expectError(await call(t.app, 'POST', 'sms_mail', { email: 'a@b' }), 422, 2002, 'Please enter a valid email address.');
    expectError(await call(t.app, 'POST', 'email_send', { email: 'a@b.co', type: 'login' }), 422, 2009, 'Unknown verification code purpose.');
    expectError(await call(t.app, 'POST', 'sms_send', { area_code: '86', phone: '13800138000', type: 'x' }), 422, 2009, 'Unknown verification code purpose.');
    expectError(await call(t.app, 'POST', 'sms_send', { phone: '13800138000' }, { lang: 'zh' }), 422, 2032, '请选择正确的国家区号。');
  });

  it('sends register codes only to free destinations and reset codes only to taken ones', async () => {
    const u = await registerUser(t.app);
    expectError(await call(t.app, 'POST', 'email_send', { email: u.email }), 409, 2019, 'This account is already registered.');
    expect((await call(t.app, 'POST', 'email_send', { email: u.email, type: 'forget' })).body).toEqual(sent);
    expectError(await call(t.app, 'POST', 'sms_send', { area_code: '86', phone: '13800138000', type: 'forget' }), 404, 2022, 'No account is registered with these details.');
  });

  it('holds a 60 s resend cooldown per destination (code_too_frequent, 429)', async () => {
    await call(t.app, 'POST', 'email_send', { email: 'wait@example.com' });
    expectError(await call(t.app, 'POST', 'email_send', { email: 'wait@example.com' }), 429, 2008, 'Please wait 60 seconds before requesting another code.');
    expectError(await call(t.app, 'POST', 'sms_mail', { email: 'WAIT@example.com' }, { lang: 'zh' }), 429, 2008, '请等待 60 秒后再获取验证码。');
    t.clock.advance(30_000);
    expectError(await call(t.app, 'POST', 'email_send', { email: 'wait@example.com' }), 429, 2008, 'Please wait 30 seconds before requesting another code.');
    expect((await call(t.app, 'POST', 'email_send', { email: 'else@example.com' })).body.type).toBe('ok');
    t.clock.advance(30_000);
    expect((await call(t.app, 'POST', 'email_send', { email: 'wait@example.com' })).body).toEqual(sent);
  });

  it('lets a used code go: the next action may ask for a new code at once', async () => {
    const u = await registerUser(t.app);
    expect((await setFundPassword(t.app, u, '123456')).body.type).toBe('ok');
    expect((await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token })).body).toEqual(sent);
    expectError(await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token }), 429, 2008, 'Please wait 60 seconds before requesting another code.');
  });

  it('caps sends per destination at 10 an hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, 'POST', 'sms_send', { area_code: '1', phone: '2025550100' })).body.type).toBe('ok');
      t.clock.advance(60_000);
    }
    expectError(await call(t.app, 'POST', 'sms_send', { area_code: '1', phone: '2025550100' }), 429, 2023, 'Too many attempts. Please try again in 50 minutes.');
  });

  it('caps sends per IP at 30 an hour (client address from X-Forwarded-For behind a trusted proxy)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const send = (email: string, ip: string) => call(proxied.app, 'POST', 'email_send', { email }, { headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 30; i++) expect((await send(`ip${i}@example.com`, '203.0.113.7')).body.type).toBe('ok');
      expectError(await send('ip30@example.com', '203.0.113.7'), 429, 2023, 'Too many attempts. Please try again in 60 minutes.');
      expect((await send('ip30@example.com', '203.0.113.8')).body.type).toBe('ok');
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const send = (email: string, ip: string) => call(t.app, 'POST', 'email_send', { email }, { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 30; i++) await send(`spoof${i}@example.com`, `198.51.100.${i}`);
    expectError(await send('spoof30@example.com', '198.51.100.200'), 429, 2023, 'Too many attempts. Please try again in 60 minutes.');
  });
});

describe('code abuse', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const registerWith = (email: string, code: string) => call(t.app, 'POST', 'user/register', {
    mode: 'email', email, code, password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1',
  });
  const codeFor = async (email: string, type?: string): Promise<string> => {
    const res = await call(t.app, 'POST', 'email_send', type ? { email, type } : { email });
    if (res.body.type !== 'ok') throw new Error(JSON.stringify(res.body));
    return latestCode(t.app, email);
  };
  const forget = (email: string, code: string, password = 'newpass1') =>
    call(t.app, 'POST', 'user/forget', { mode: 'email', email, code, password, re_password: password });

  it('works once and not twice', async () => {
    const u = await registerUser(t.app);
    const code = await codeFor(u.email, 'forget');
    expect((await forget(u.email, code)).body.type).toBe('ok');
    expectError(await forget(u.email, code, 'newpass2'), 422, 2007, CODE_WRONG);
    expect((await call(t.app, 'POST', 'user/login', { account: u.email, password: 'newpass1' })).body.type).toBe('ok');
  });

  it('works until 10 minutes have passed and not after', async () => {
    const early = await codeFor('early@example.com');
    t.clock.advance(10 * 60_000 - 1);
    expect((await registerWith('early@example.com', early)).body.type).toBe('ok');
    const late = await codeFor('late@example.com');
    t.clock.advance(10 * 60_000 + 1);
    expectError(await registerWith('late@example.com', late), 422, 2007, CODE_WRONG);
    expectError(await registerWith('late@example.com', late), 422, 2007, CODE_WRONG);
  });

  it('is dead after 5 wrong tries, even when the right one follows', async () => {
    const code = await codeFor('guess@example.com');
    for (let i = 0; i < 5; i++) expectError(await registerWith('guess@example.com', otherThan(code, i)), 422, 2007, CODE_WRONG);
    expectError(await registerWith('guess@example.com', code), 422, 2007, CODE_WRONG);
    expectError(await registerWith('guess@example.com', code), 422, 2007, 'The verification code is wrong or has expired.');
    t.clock.advance(60_000);
    const fresh = await codeFor('guess@example.com');
    expect((await registerWith('guess@example.com', fresh)).body.type).toBe('ok');
  });

  it('still takes the right code after 4 wrong tries', async () => {
    const code = await codeFor('four@example.com');
    for (let i = 0; i < 4; i++) await registerWith('four@example.com', otherThan(code, i));
    expect((await registerWith('four@example.com', code)).body.type).toBe('ok');
  });

  it('counts at most 5 tries even when guesses arrive at once', async () => {
    const code = await codeFor('burst@example.com');
    const guesses = Array.from({ length: 20 }, (_, i) => registerWith('burst@example.com', otherThan(code, i)));
    for (const res of await Promise.all(guesses)) expect(res.body.code).toBe(2007);
    const row = await t.app.platform.db.selectFrom('verification_codes').select('attempts')
      .where('destination', '=', 'burst@example.com').executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    expectError(await registerWith('burst@example.com', code), 422, 2007, CODE_WRONG);
  });

  it('lets only the latest code of a destination work', async () => {
    const first = await codeFor('latest@example.com');
    t.clock.advance(60_000);
    const second = await codeFor('latest@example.com');
    if (first !== second) expectError(await registerWith('latest@example.com', first), 422, 2007, CODE_WRONG);
    expect((await registerWith('latest@example.com', second)).body.type).toBe('ok');
  });

  it('succeeds once when the same code is used twice at once', async () => {
    const u = await registerUser(t.app);
    const code = await codeFor(u.email, 'forget');
    const results = await Promise.all([forget(u.email, code, 'parallel1'), forget(u.email, code, 'parallel2')]);
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    const loser = results.find((r) => r.body.type !== 'ok') as Reply;
    expectError(loser, 422, 2007, CODE_WRONG);
  });

  it('caps code checks per IP at 60 in 10 minutes', async () => {
    for (let i = 0; i < 60; i++) expectError(await registerWith(`check${i}@example.com`, '000000'), 422, 2007, CODE_WRONG);
    expectError(await registerWith('check60@example.com', '000000'), 429, 2023, 'Too many attempts. Please try again in 10 minutes.');
    t.clock.advance(10 * 60_000);
    expectError(await registerWith('check60@example.com', '000000'), 422, 2007, CODE_WRONG);
  });
});

describe('sms_other_mail (a security code to the account\'s own email or phone)', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  it('needs a session', async () => {
    const res = await call(t.app, 'POST', 'sms_other_mail', {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ type: '999', code: 999, message: 'Please log in first.' });
    const zh = await call(t.app, 'POST', 'sms_other_mail', {}, { token: 'revoked-or-made-up', lang: 'zh' });
    expect(zh.body).toEqual({ type: '999', code: 999, message: '请先登录。' });
  });

  it('sends to the bound email, with the cooldown', async () => {
    const u = await registerUser(t.app);
    expect((await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token })).body).toEqual(sent);
    expect(await latestCode(t.app, u.email)).toMatch(/^\d{6}$/);
    expectError(await call(t.app, 'POST', 'sms_other_mail', { channel: 'email' }, { token: u.token }), 429, 2008, 'Please wait 60 seconds before requesting another code.');
    expectError(await call(t.app, 'POST', 'sms_other_mail', { channel: 'sms' }, { token: u.token }), 409, 2030, 'Bind a phone number or email to your account first.');
  });

  it('sends to the bound phone', async () => {
    await call(t.app, 'POST', 'sms_send', { area_code: '86', phone: '13600136000' });
    const reg = await call<{ token: string }>(t.app, 'POST', 'user/register', {
      mode: 'phone', area_code: '86', phone: '13600136000', code: await latestCode(t.app, '86-13600136000'),
      password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1',
    });
    const token = reg.body.data?.token as string;
    expectError(await call(t.app, 'POST', 'sms_other_mail', { channel: 'email' }, { token }), 409, 2030, 'Bind a phone number or email to your account first.');
    expect((await call(t.app, 'POST', 'sms_other_mail', {}, { token })).body).toEqual(sent);
    const outbox = await call<{ channel: string }[]>(t.app, 'GET', 'dev/outbox', { to: '86-13600136000' });
    expect(outbox.body.data?.map((m) => m.channel)).toEqual(['sms', 'sms']);
  });

  it('has nowhere to send for a guest or a username-only account', async () => {
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest');
    expectError(await call(t.app, 'POST', 'sms_other_mail', {}, { token: guest.body.data?.token as string }), 409, 2030, 'Bind a phone number or email to your account first.');
    const named = await call<{ token: string }>(t.app, 'POST', 'user/register', { mode: 'username', username: 'nomail', password: 'secret123', re_password: 'secret123', agree: '1' });
    expectError(await call(t.app, 'POST', 'sms_other_mail', {}, { token: named.body.data?.token as string, lang: 'zh' }), 409, 2030, '请先为账号绑定手机号或邮箱。');
  });
});
