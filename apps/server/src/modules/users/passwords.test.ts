import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, setFundPassword, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

const done = { type: 'ok', code: 1, message: 'OK', data: null };
const FORMAT = 'Password must be 6 digits.';
const MISMATCH = 'The two payment passwords do not match.';
const DEMO = 'This Action is Restricted on Demo Account.';

describe('safe/update_password', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const update = (token: string, body: Record<string, string>, lang?: string) =>
    call(t.app, 'POST', 'safe/update_password', body, lang ? { token, lang } : { token });

  it.each([
    ['original missing', { new_password: 'newpass1', re_password: 'newpass1' }, 2024, 'Please enter the original password.'],
    ['new missing', { old_password: 'secret123', re_password: 'newpass1' }, 2010, 'Please enter the password.'],
    ['new too short', { old_password: 'secret123', new_password: 'short', re_password: 'short' }, 2011, 'The password must be at least 6 characters.'],
    ['new too long', { old_password: 'secret123', new_password: 'x'.repeat(65), re_password: 'x'.repeat(65) }, 2012, 'The password must be at most 64 characters.'],
    ['confirmation missing', { old_password: 'secret123', new_password: 'newpass1' }, 2014, 'Please confirm the password.'],
    ['confirmation different', { old_password: 'secret123', new_password: 'newpass1', re_password: 'newpass2' }, 2013, 'Passwords do not match.'],
    ['original wrong', { old_password: 'secret124', new_password: 'newpass1', re_password: 'newpass1' }, 2025, 'The original password is wrong.'],
  ])('validates: %s', async (_name, body, code, message) => {
    const u = await registerUser(t.app);
    expectError(await update(u.token, body), 422, code, message);
  });

  it('answers in Chinese', async () => {
    const u = await registerUser(t.app);
    expectError(await update(u.token, {}, 'zh'), 422, 2024, '请输入原密码。');
    expectError(await update(u.token, { old_password: 'wrong123', new_password: 'newpass1', re_password: 'newpass1' }, 'zh'), 422, 2025, '原密码错误。');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const u = await registerUser(t.app);
    const other = await call<{ token: string }>(t.app, 'POST', 'user/login', { account: u.email, password: u.password });
    expect((await update(u.token, { old_password: u.password, new_password: 'newpass1', re_password: 'newpass1' })).body).toEqual(done);
    expect((await call(t.app, 'GET', 'user/center', undefined, { token: u.token })).body.type).toBe('ok');
    const ended = await call(t.app, 'GET', 'user/center', undefined, { token: other.body.data?.token as string });
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe(999);
    expectError(await call(t.app, 'POST', 'user/login', { account: u.email, password: u.password }), 400, 2020, 'Wrong account or password.');
    expect((await call(t.app, 'POST', 'user/login', { account: u.email, password: 'newpass1' })).body.type).toBe('ok');
  });

  it('is refused in demo mode and for a guest', async () => {
    const u = await registerUser(t.app);
    const body = { old_password: u.password, new_password: 'newpass1', re_password: 'newpass1' };
    expectError(await call(t.app, 'POST', 'safe/update_password', body, { token: u.token, demo: true }), 403, 1403, DEMO);
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest');
    expectError(await call(t.app, 'POST', 'safe/update_password', body, { token: guest.body.data?.token as string }), 403, 1403, DEMO);
    expect((await call(t.app, 'POST', 'user/login', { account: u.email, password: u.password })).body.type).toBe('ok');
  });
});

describe('fund password: user/has_password and user/setpaypwd', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const setPay = (token: string, body: Record<string, string>, lang?: string) =>
    call(t.app, 'POST', 'user/setpaypwd', body, lang ? { token, lang } : { token });
  const hasPassword = async (token: string, method: 'GET' | 'POST') =>
    (await call<{ has_password: boolean }>(t.app, method, 'user/has_password', undefined, { token })).body.data?.has_password;

  it.each([
    ['missing', {}, 2026, FORMAT],
    ['5 digits', { pay_password: '12345', re_pay_password: '12345' }, 2026, FORMAT],
    ['7 digits', { pay_password: '1234567', re_pay_password: '1234567' }, 2026, FORMAT],
    ['a letter', { pay_password: '12345a', re_pay_password: '12345a' }, 2026, FORMAT],
    ['spaces', { pay_password: ' 123456', re_pay_password: ' 123456' }, 2026, FORMAT],
    ['confirmation missing', { pay_password: '123456' }, 2027, MISMATCH],
    ['confirmation different', { pay_password: '123456', re_pay_password: '654321' }, 2027, MISMATCH],
  ])('validates: %s', async (_name, body, code, message) => {
    const u = await registerUser(t.app);
    expectError(await setPay(u.token, body), 422, code, message);
    expect(await hasPassword(u.token, 'GET')).toBe(false);
  });

  it('answers in Chinese', async () => {
    const u = await registerUser(t.app);
    expectError(await setPay(u.token, { pay_password: '1234' }, 'zh'), 422, 2026, '密码必须为 6 位数字。');
    expectError(await setPay(u.token, { pay_password: '123456', re_pay_password: '123457' }, 'zh'), 422, 2027, '两次输入的支付密码不一致。');
    expectError(await setPay(u.token, { pay_password: '123456', re_pay_password: '123456' }, 'zh'), 422, 2045, '请输入登录密码。');
  });

  it('needs the login password and a security code, like a change', async () => {
    const u = await registerUser(t.app);
    const pin = { pay_password: '123456', re_pay_password: '123456' };
    expectError(await setPay(u.token, pin), 422, 2045, 'Please enter your login password.');
    expectError(await setPay(u.token, { ...pin, password: u.password }), 422, 2006, 'Please enter the verification code.');
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token });
    const code = await latestCode(t.app, u.email);
    expectError(await setPay(u.token, { ...pin, password: 'not-my-password', code }), 422, 2046, 'The login password is wrong.');
    expectError(await setPay(u.token, { ...pin, password: u.password, code: code === '000000' ? '111111' : '000000' }), 422, 2007, 'The verification code is wrong or has expired.');
    expect(await hasPassword(u.token, 'GET')).toBe(false);
    // Another account's code does not count either.
    const other = await registerUser(t.app);
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: other.token });
    expectError(await setPay(u.token, { ...pin, password: u.password, code: await latestCode(t.app, other.email) }), 422, 2007, 'The verification code is wrong or has expired.');
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token });
    expect((await setPay(u.token, { ...pin, password: u.password, code: await latestCode(t.app, u.email) })).body).toEqual(done);
    expect(await t.app.services.users.verifyFundPassword(u.id, '123456')).toBe(true);
  });

  it('counts wrong login passwords with the password change: 10 in 15 minutes block both', async () => {
    const u = await registerUser(t.app);
    const pin = { pay_password: '123456', re_pay_password: '123456', code: '000000' };
    for (let i = 0; i < 10; i++) expect((await setPay(u.token, { ...pin, password: 'wrong-one' })).body.code).toBe(2046);
    expect((await setPay(u.token, { ...pin, password: u.password })).status).toBe(429);
  });

  it('is set once; a second set is refused with fund_password_exists', async () => {
    const u = await registerUser(t.app);
    expect(await hasPassword(u.token, 'GET')).toBe(false);
    expect(await hasPassword(u.token, 'POST')).toBe(false);
    expect((await setFundPassword(t.app, u, '123456')).body).toEqual(done);
    expect(await hasPassword(u.token, 'GET')).toBe(true);
    expect(await hasPassword(u.token, 'POST')).toBe(true);
    const center = await call<{ has_fund_password: boolean }>(t.app, 'GET', 'user/center', undefined, { token: u.token });
    expect(center.body.data?.has_fund_password).toBe(true);
    const again = { password: u.password, code: '000000', pay_password: '654321', re_pay_password: '654321' };
    expectError(await setPay(u.token, again), 409, 2028, 'A fund password is already set. Change it with a verification code.');
    expectError(await setPay(u.token, again, 'zh'), 409, 2028, '已设置资金密码，请通过验证码修改。');
    expect(await t.app.services.users.verifyFundPassword(u.id, '123456')).toBe(true);
    expect(await t.app.services.users.verifyFundPassword(u.id, '654321')).toBe(false);
  });

  it('sets only one of two simultaneous first sets', async () => {
    const u = await registerUser(t.app);
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token });
    const code = await latestCode(t.app, u.email);
    const body = (pin: string) => ({ password: u.password, code, pay_password: pin, re_pay_password: pin });
    const results = await Promise.all([setPay(u.token, body('111111')), setPay(u.token, body('222222'))]);
    expect(results.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect([2007, 2028]).toContain(results.find((r) => r.body.type !== 'ok')?.body.code);
  });

  it('is refused in demo mode and for a guest', async () => {
    const u = await registerUser(t.app);
    const body = { pay_password: '123456', re_pay_password: '123456' };
    expectError(await call(t.app, 'POST', 'user/setpaypwd', body, { token: u.token, demo: true }), 403, 1403, DEMO);
    expect(await hasPassword(u.token, 'GET')).toBe(false);
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest');
    const token = guest.body.data?.token as string;
    expectError(await setPay(token, body), 403, 1403, DEMO);
    expectError(await setPay(token, body, 'zh'), 403, 1403, '模拟账户不能执行此操作。');
    expect(await hasPassword(token, 'GET')).toBe(false);
  });
});

describe('fund password change: sms_other_mail + user/e_pwd', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const ePwd = (token: string, body: Record<string, string>, lang?: string) =>
    call(t.app, 'POST', 'user/e_pwd', body, lang ? { token, lang } : { token });
  async function withFundPassword(): Promise<{ token: string; id: number; email: string }> {
    const u = await registerUser(t.app);
    await setFundPassword(t.app, u, '123456');
    // The next security code may be asked for a minute later.
    t.clock.advance(61_000);
    return u;
  }

  it.each([
    ['code missing', { pay_password: '654321', re_pay_password: '654321' }, 2006, 'Please enter the verification code.'],
    ['fund password malformed', { code: '000000', pay_password: '65432', re_pay_password: '65432' }, 2026, FORMAT],
    ['fund password missing', { code: '000000' }, 2026, FORMAT],
    ['confirmation different', { code: '000000', pay_password: '654321', re_pay_password: '654320' }, 2027, MISMATCH],
    ['code wrong', { code: '000000', pay_password: '654321', re_pay_password: '654321' }, 2007, 'The verification code is wrong or has expired.'],
  ])('validates: %s', async (_name, body, code, message) => {
    const u = await withFundPassword();
    expectError(await ePwd(u.token, body), 422, code, message);
    expect(await t.app.services.users.verifyFundPassword(u.id, '123456')).toBe(true);
  });

  it('changes the fund password with a security code, once per code', async () => {
    const u = await withFundPassword();
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token });
    const code = await latestCode(t.app, u.email);
    expect((await ePwd(u.token, { code, pay_password: '654321', re_pay_password: '654321' })).body).toEqual(done);
    expect(await t.app.services.users.verifyFundPassword(u.id, '654321')).toBe(true);
    expect(await t.app.services.users.verifyFundPassword(u.id, '123456')).toBe(false);
    expectError(await ePwd(u.token, { code, pay_password: '111111', re_pay_password: '111111' }), 422, 2007, 'The verification code is wrong or has expired.');
    expect(await t.app.services.users.verifyFundPassword(u.id, '654321')).toBe(true);
  });

  it('does not take a reset code or another account\'s code', async () => {
    const u = await withFundPassword();
    const other = await withFundPassword();
    await call(t.app, 'POST', 'email_send', { email: u.email, type: 'forget' });
    const resetCode = await latestCode(t.app, u.email);
    expectError(await ePwd(u.token, { code: resetCode, pay_password: '654321', re_pay_password: '654321' }), 422, 2007, 'The verification code is wrong or has expired.');
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: other.token });
    const otherCode = await latestCode(t.app, other.email);
    expectError(await ePwd(u.token, { code: otherCode, pay_password: '654321', re_pay_password: '654321' }), 422, 2007, 'The verification code is wrong or has expired.');
    expect(await t.app.services.users.verifyFundPassword(u.id, '123456')).toBe(true);
  });

  it('is refused in demo mode and for a guest', async () => {
    const u = await withFundPassword();
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token });
    const code = await latestCode(t.app, u.email);
    expectError(await call(t.app, 'POST', 'user/e_pwd', { code, pay_password: '654321', re_pay_password: '654321' }, { token: u.token, demo: true }), 403, 1403, DEMO);
    const guest = await call<{ token: string }>(t.app, 'POST', 'demo/guest');
    expectError(await ePwd(guest.body.data?.token as string, { code: '000000', pay_password: '654321', re_pay_password: '654321' }), 403, 1403, DEMO);
    expect((await ePwd(u.token, { code, pay_password: '654321', re_pay_password: '654321' })).body).toEqual(done);
  });
});
