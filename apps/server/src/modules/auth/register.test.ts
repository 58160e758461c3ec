import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Session = { token: string; user: { id: number; kind: string; email: string | null; username: string | null; area_code: string | null; phone: string | null; invite_code: string } };

function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

/** A form without the keys whose value is undefined. */
function form(base: Record<string, string>, over: Record<string, string | undefined> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...base, ...over })) if (v !== undefined) out[k] = v;
  return out;
}

const emailBase = { mode: 'email', email: 'new@example.com', code: '123456', password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1' };
const phoneBase = { ...emailBase, mode: 'phone', area_code: '86', phone: '13800138000', email: '' };
const userBase = { mode: 'username', username: 'alice_01', password: 'secret123', re_password: 'secret123', agree: '1' };

describe('user/register: validation rules of seed section 5, in form order', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const reg = (body: Record<string, string>, lang?: string) => call(t.app, 'POST', 'user/register', body, lang ? { lang } : {});

  const cases: [string, Record<string, string>, number, string][] = [
    ['mode missing', form(emailBase, { mode: undefined }), 2005, 'Choose registration by phone, email or username.'],
    ['unknown mode', form(emailBase, { mode: 'wechat' }), 2005, 'Choose registration by phone, email or username.'],
    ['phone: area code missing', form(phoneBase, { area_code: undefined }), 2032, 'Please choose a valid country code.'],
    ['phone: area code not digits', form(phoneBase, { area_code: 'x1' }), 2032, 'Please choose a valid country code.'],
    ['phone: area code too long', form(phoneBase, { area_code: '12345' }), 2032, 'Please choose a valid country code.'],
    ['phone: number missing', form(phoneBase, { phone: undefined }), 2001, 'Please enter a valid phone number.'],
    ['phone: number too short', form(phoneBase, { phone: '1234' }), 2001, 'Please enter a valid phone number.'],
    ['phone: number with letters', form(phoneBase, { phone: '13800abc000' }), 2001, 'Please enter a valid phone number.'],
    ['phone: number too long', form(phoneBase, { phone: '1234567890123456' }), 2001, 'Please enter a valid phone number.'],
    ['email missing', form(emailBase, { email: undefined }), 2002, 'Please enter a valid email address.'],
    ['email without @', form(emailBase, { email: 'userexample.com' }), 2002, 'Please enter a valid email address.'],
    ['email without local part', form(emailBase, { email: '@example.com' }), 2002, 'Please enter a valid email address.'],
    ['email without dot suffix', form(emailBase, { email: 'user@example' }), 2002, 'Please enter a valid email address.'],
    ['email with a 1-letter suffix', form(emailBase, { email: 'user@example.c' }), 2002, 'Please enter a valid email address.'],
    ['email with a digit in the suffix', form(emailBase, { email: 'user@example.c0m' }), 2002, 'Please enter a valid email address.'],
    ['email with a space', form(emailBase, { email: 'us er@example.com' }), 2002, 'Please enter a valid email address.'],
    ['username missing', form(userBase, { username: undefined }), 2003, 'The username must be 4 to 20 letters, digits or underscores and start with a letter.'],
    ['username too short', form(userBase, { username: 'abc' }), 2003, 'The username must be 4 to 20 letters, digits or underscores and start with a letter.'],
    ['username starting with a digit', form(userBase, { username: '1alice' }), 2003, 'The username must be 4 to 20 letters, digits or underscores and start with a letter.'],
    ['username with a space', form(userBase, { username: 'al ice' }), 2003, 'The username must be 4 to 20 letters, digits or underscores and start with a letter.'],
    ['username too long', form(userBase, { username: `a${'b'.repeat(20)}` }), 2003, 'The username must be 4 to 20 letters, digits or underscores and start with a letter.'],
    ['code missing', form(emailBase, { code: undefined }), 2006, 'Please enter the verification code.'],
    ['code not 6 digits', form(emailBase, { code: '12ab56' }), 2007, 'The verification code is wrong or has expired.'],
    ['password missing', form(emailBase, { password: undefined }), 2010, 'Please enter the password.'],
    ['password of 5 characters', form(emailBase, { password: '12345', re_password: '12345' }), 2011, 'The password must be at least 6 characters.'],
    ['password of 65 characters', form(emailBase, { password: 'p'.repeat(65), re_password: 'p'.repeat(65) }), 2012, 'The password must be at most 64 characters.'],
    ['confirmation missing', form(emailBase, { re_password: undefined }), 2014, 'Please confirm the password.'],
    ['confirmation different', form(emailBase, { re_password: 'secret124' }), 2013, 'Passwords do not match.'],
    ['agreement missing', form(emailBase, { agree: undefined }), 2017, 'Please read and accept the user agreement.'],
    ['agreement unticked', form(emailBase, { agree: '0' }), 2017, 'Please read and accept the user agreement.'],
    ['sms consent missing (email)', form(emailBase, { sms_consent: undefined }), 2018, 'Please agree to receive verification messages.'],
    ['sms consent unticked (phone)', form(phoneBase, { sms_consent: 'off' }), 2018, 'Please agree to receive verification messages.'],
    ['invitation code unknown', form(emailBase, { invite_code: 'NOPE2345' }), 2016, 'This invitation code does not exist.'],
    ['verification code never sent', emailBase, 2007, 'The verification code is wrong or has expired.'],
  ];

  it.each(cases)('%s', async (_name, body, code, message) => {
    expectError(await reg(body), 422, code, message);
  });

  it('reports the first failing rule in the order of the form', async () => {
    expectError(await reg({ mode: 'email' }), 422, 2002, 'Please enter a valid email address.');
    expectError(await reg({ mode: 'email', email: 'a@b.co' }), 422, 2006, 'Please enter the verification code.');
    expectError(await reg({ mode: 'email', email: 'a@b.co', code: '123456' }), 422, 2010, 'Please enter the password.');
    expectError(await reg({ mode: 'email', email: 'a@b.co', code: '123456', password: 'secret123' }), 422, 2014, 'Please confirm the password.');
    expectError(await reg({ mode: 'email', email: 'a@b.co', code: '123456', password: 'secret123', re_password: 'secret123' }), 422, 2017, 'Please read and accept the user agreement.');
  });

  it('answers in Chinese with lang: zh', async () => {
    expectError(await reg(form(emailBase, { re_password: 'other123' }), 'zh'), 422, 2013, '两次输入的密码不一致。');
    expectError(await reg(form(emailBase, { agree: '0' }), 'zh'), 422, 2017, '请阅读并同意用户协议。');
    expectError(await reg(form(emailBase, { email: 'bad' }), 'zh'), 422, 2002, '请输入正确的邮箱地址。');
    expectError(await reg(form(emailBase, { password: '123' }), 'zh'), 422, 2011, '密码至少 6 位。');
  });

  it('refuses a field longer than the form allows as an unreadable request', async () => {
    expectError(await reg(form(emailBase, { password: 'p'.repeat(201) })), 400, 1000, 'The request could not be read.');
  });

  it('does not require SMS consent in username mode (no message is sent)', async () => {
    const res = await reg(form(userBase, { username: 'consentless' }));
    expect(res.body.type).toBe('ok');
  });
});

describe('user/register: the three modes', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('registers by email, lowercasing the address, and opens a session', async () => {
    await call(t.app, 'POST', 'email_send', { email: 'Mixed.Case+tag@Example.COM' });
    const code = await latestCode(t.app, 'mixed.case+tag@example.com');
    const res = await call<Session>(t.app, 'POST', 'user/register', form(emailBase, { email: 'Mixed.Case+tag@Example.COM', code }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'ok', code: 1, message: 'OK' });
    const s = res.body.data as Session;
    expect(s.user).toMatchObject({ kind: 'user', email: 'mixed.case+tag@example.com', username: null, phone: null });
    expect(s.user.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    const center = await call<{ id: number }>(t.app, 'GET', 'user/center', undefined, { token: s.token });
    expect(center.body.data?.id).toBe(s.user.id);
  });

  it('registers by phone with a +-prefixed area code, stored without the +', async () => {
    await call(t.app, 'POST', 'sms_send', { area_code: '+86', phone: '13800138000' });
    const code = await latestCode(t.app, '86-13800138000');
    const res = await call<Session>(t.app, 'POST', 'user/register', form(phoneBase, { area_code: '+86', code }));
    expect(res.body.type).toBe('ok');
    expect(res.body.data?.user).toMatchObject({ area_code: '86', phone: '13800138000', email: null });
    const login = await call(t.app, 'POST', 'user/login', { account: '13800138000', area_code: '86', password: 'secret123' });
    expect(login.body.type).toBe('ok');
  });

  it('registers by username without a code', async () => {
    const res = await call<Session>(t.app, 'POST', 'user/register', userBase);
    expect(res.body.type).toBe('ok');
    expect(res.body.data?.user).toMatchObject({ username: 'alice_01', email: null, phone: null });
  });

  it('accepts a JSON body with boolean checkboxes', async () => {
    const res = await call(t.app, 'POST', 'user/register', { ...userBase, username: 'jsonuser', agree: true }, { json: true });
    expect(res.body.type).toBe('ok');
  });

  it('refuses a code sent to another address', async () => {
    await call(t.app, 'POST', 'email_send', { email: 'one@example.com' });
    const code = await latestCode(t.app, 'one@example.com');
    expectError(await call(t.app, 'POST', 'user/register', form(emailBase, { email: 'two@example.com', code })), 422, 2007, 'The verification code is wrong or has expired.');
  });
});

describe('user/register: duplicates', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('refuses a taken username with account_exists (409)', async () => {
    expect((await call(t.app, 'POST', 'user/register', form(userBase, { username: 'taken_name' }))).body.type).toBe('ok');
    expectError(await call(t.app, 'POST', 'user/register', form(userBase, { username: 'taken_name' })), 409, 2019, 'This account is already registered.');
    expectError(await call(t.app, 'POST', 'user/register', form(userBase, { username: 'taken_name' }), { lang: 'zh' }), 409, 2019, '该账号已注册。');
  });

  it('refuses a taken email at registration even with a valid earlier code', async () => {
    await call(t.app, 'POST', 'email_send', { email: 'race@example.com' });
    const first = await latestCode(t.app, 'race@example.com');
    t.clock.advance(61_000);
    await call(t.app, 'POST', 'email_send', { email: 'race@example.com' });
    const second = await latestCode(t.app, 'race@example.com');
    expect((await call(t.app, 'POST', 'user/register', form(emailBase, { email: 'race@example.com', code: second }))).body.type).toBe('ok');
    expectError(await call(t.app, 'POST', 'user/register', form(emailBase, { email: 'RACE@example.com', code: first })), 409, 2019, 'This account is already registered.');
  });

  it('refuses to send a register code to a taken email or phone, whatever the spelling', async () => {
    await registerUser(t.app, { email: 'dup@example.com' });
    expectError(await call(t.app, 'POST', 'email_send', { email: 'DUP@Example.com' }), 409, 2019, 'This account is already registered.');
    await call(t.app, 'POST', 'sms_send', { area_code: '44', phone: '7700900123' });
    const code = await latestCode(t.app, '44-7700900123');
    await call(t.app, 'POST', 'user/register', form(phoneBase, { area_code: '44', phone: '7700900123', code }));
    expectError(await call(t.app, 'POST', 'sms_send', { area_code: '+44', phone: '7700900123' }), 409, 2019, 'This account is already registered.');
  });

  it('lets one of two simultaneous registrations of one identity through', async () => {
    await call(t.app, 'POST', 'email_send', { email: 'twice@example.com' });
    const code = await latestCode(t.app, 'twice@example.com');
    const body = form(emailBase, { email: 'twice@example.com', code });
    const results = await Promise.all([call(t.app, 'POST', 'user/register', body), call(t.app, 'POST', 'user/register', body)]);
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    const loser = results.find((r) => r.body.type !== 'ok') as Reply;
    expect([2007, 2019]).toContain(loser.body.code);
  });
});

describe('user/register: invitation codes', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('records the referrer of a valid code, in any letter case', async () => {
    const referrer = await call<Session>(t.app, 'POST', 'user/register', form(userBase, { username: 'referrer' }));
    const inviteCode = referrer.body.data?.user.invite_code as string;
    const res = await call<Session>(t.app, 'POST', 'user/register', form(userBase, { username: 'invited', invite_code: inviteCode.toLowerCase() }));
    expect(res.body.type).toBe('ok');
    const invited = res.body.data as Session;
    expect(invited.user.invite_code).not.toBe(inviteCode);
    expect((await t.app.services.users.byId(invited.user.id))?.referrer_id).toBe(referrer.body.data?.user.id);
  });

  it('refuses an unknown code and a guest\'s code', async () => {
    expectError(await call(t.app, 'POST', 'user/register', form(userBase, { username: 'invited2', invite_code: 'ZZZZZZZZ' })), 422, 2016, 'This invitation code does not exist.');
    const guest = await call<Session>(t.app, 'POST', 'demo/guest');
    const guestCode = guest.body.data?.user.invite_code as string;
    expectError(await call(t.app, 'POST', 'user/register', form(userBase, { username: 'invited3', invite_code: guestCode })), 422, 2016, 'This invitation code does not exist.');
  });

  it('is optional by default', async () => {
    expect((await call(t.app, 'POST', 'user/register', form(userBase, { username: 'noinvite' }))).body.type).toBe('ok');
  });
});

describe('user/register with INVITE_CODE_REQUIRED=1', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ INVITE_CODE_REQUIRED: '1' }); });
  afterAll(async () => { await t.close(); });

  it('an empty install: the first user registers without a code (nobody could have given one), guests do not count', async () => {
    expect((await call(t.app, 'POST', 'demo/guest', {})).body.type).toBe('ok');
    const first = await call<Session>(t.app, 'POST', 'user/register', form(userBase, { username: 'firstuser' }));
    expect(first.body.type).toBe('ok');
    expect(first.body.data?.user.username).toBe('firstuser');
  });

  it('then requires an invitation code, checked after the password and before the agreement', async () => {
    expectError(await call(t.app, 'POST', 'user/register', userBase), 422, 2015, 'Please enter the invitation code.');
    expectError(await call(t.app, 'POST', 'user/register', userBase, { lang: 'zh' }), 422, 2015, '请输入邀请码。');
    expectError(await call(t.app, 'POST', 'user/register', form(userBase, { agree: undefined })), 422, 2015, 'Please enter the invitation code.');
    expectError(await call(t.app, 'POST', 'user/register', form(userBase, { re_password: 'x' })), 422, 2013, 'Passwords do not match.');
    expectError(await call(t.app, 'POST', 'user/register', form(userBase, { invite_code: 'ZZZZZZZZ' })), 422, 2016, 'This invitation code does not exist.');
  });

  it('registers with a valid code', async () => {
    const seedId = await t.app.services.ledger.transaction((tx) => t.app.services.users.create(tx, {
      kind: 'user', username: 'seeduser', password_hash: null, referrer_id: null, lang: 'en', sms_consent: false,
    }));
    const seed = await t.app.services.users.byId(seedId);
    const res = await call(t.app, 'POST', 'user/register', form(userBase, { invite_code: seed?.invite_code }));
    expect(res.body.type).toBe('ok');
  });
});

describe('user/register: extra body fields change nothing', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('ignores balance, role, status, kind, id and userId', async () => {
    const extras = { balance: '999999', role: 'superadmin', status: 'frozen', kind: 'guest', id: '1', userId: '1', user_id: '1', referrer_id: '1', fund_password_hash: 'x' };
    const res = await call<Session>(t.app, 'POST', 'user/register', { ...userBase, username: 'sneaky', ...extras });
    expect(res.body.type).toBe('ok');
    const token = res.body.data?.token as string;
    const center = await call<{ kind: string; username: string; has_fund_password: boolean }>(t.app, 'GET', 'user/center', undefined, { token });
    expect(center.body.data).toMatchObject({ kind: 'user', username: 'sneaky', has_fund_password: false });
    const row = await t.app.services.users.byId(res.body.data?.user.id as number);
    expect(row).toMatchObject({ status: 'active', referrer_id: null, fund_password_hash: null });
    expect((await call(t.app, 'GET', 'getBalance', undefined, { token })).body.data).toEqual([]);
    expect((await call(t.app, 'GET', 'getBalance', undefined, { token, demo: true })).body.data).toEqual([
      { asset: 'USDT', kind: 'funding', mode: 'demo', available: '100000', locked: '0' },
    ]);
  });
});
