import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

describe('user/forget', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  const forget = (body: Record<string, string>, lang?: string) => call(t.app, 'POST', 'user/forget', body, lang ? { lang } : {});
  const base = { mode: 'email', email: 'reset@example.com', code: '123456', password: 'newpass1', re_password: 'newpass1' };

  it.each([
    ['mode missing', { ...base, mode: '' }, 2005, 'Choose registration by phone, email or username.'],
    ['username mode', { ...base, mode: 'username' }, 2005, 'Choose registration by phone, email or username.'],
    ['email invalid', { ...base, email: 'reset@example' }, 2002, 'Please enter a valid email address.'],
    ['area code missing', { ...base, mode: 'phone', phone: '13800138000' }, 2032, 'Please choose a valid country code.'],
    ['phone invalid', { ...base, mode: 'phone', area_code: '86', phone: '12' }, 2001, 'Please enter a valid phone number.'],
    ['code missing', { ...base, code: '' }, 2006, 'Please enter the verification code.'],
    ['code malformed', { ...base, code: '1234567' }, 2007, 'The verification code is wrong or has expired.'],
    ['password missing', { ...base, password: '' }, 2010, 'Please enter the password.'],
    ['password short', { ...base, password: 'abc', re_password: 'abc' }, 2011, 'The password must be at least 6 characters.'],
    ['confirmation missing', { ...base, re_password: '' }, 2014, 'Please confirm the password.'],
    ['confirmation different', { ...base, re_password: 'newpass2' }, 2013, 'Passwords do not match.'],
  ])('validates: %s', async (_name, body, code, message) => {
    expectError(await forget(body), 422, code, message);
  });

  it('answers account_not_found for an unregistered address (404)', async () => {
    expectError(await forget(base), 404, 2022, 'No account is registered with these details.');
    expectError(await forget(base, 'zh'), 404, 2022, '该信息未注册账号。');
    expectError(await call(t.app, 'POST', 'email_send', { email: 'reset@example.com', type: 'forget' }), 404, 2022, 'No account is registered with these details.');
  });

  it('resets the password with an email code and ends every session', async () => {
    const u = await registerUser(t.app, { email: 'reset@example.com' });
    const second = await call<{ token: string }>(t.app, 'POST', 'user/login', { account: u.email, password: u.password });
    const sent = await call(t.app, 'POST', 'email_send', { email: 'Reset@Example.com', type: 'forget' });
    expect(sent.body).toEqual({ type: 'ok', code: 1, message: 'OK', data: { resend_after: 60 } });
    const code = await latestCode(t.app, u.email);
    expectError(await forget({ ...base, code: code === '000000' ? '111111' : '000000' }), 422, 2007, 'The verification code is wrong or has expired.');
    const res = await forget({ ...base, code });
    expect(res.body).toEqual({ type: 'ok', code: 1, message: 'OK', data: null });
    for (const token of [u.token, second.body.data?.token as string]) {
      const center = await call(t.app, 'GET', 'user/center', undefined, { token });
      expect(center.status).toBe(401);
      expect(center.body.code).toBe(999);
    }
    expectError(await call(t.app, 'POST', 'user/login', { account: u.email, password: u.password }), 400, 2020, 'Wrong account or password.');
    expect((await call(t.app, 'POST', 'user/login', { account: u.email, password: 'newpass1' })).body.type).toBe('ok');
    expectError(await forget({ ...base, code, password: 'again123', re_password: 'again123' }), 422, 2007, 'The verification code is wrong or has expired.');
  });

  it('resets the password with a phone code', async () => {
    await call(t.app, 'POST', 'sms_send', { area_code: '86', phone: '13700137000' });
    const reg = await call(t.app, 'POST', 'user/register', {
      mode: 'phone', area_code: '86', phone: '13700137000', code: await latestCode(t.app, '86-13700137000'),
      password: 'secret123', re_password: 'secret123', agree: '1', sms_consent: '1',
    });
    expect(reg.body.type).toBe('ok');
    t.clock.advance(61_000);
    await call(t.app, 'POST', 'sms_send', { area_code: '86', phone: '13700137000', type: 'forget' });
    const code = await latestCode(t.app, '86-13700137000');
    const res = await forget({ mode: 'phone', area_code: '+86', phone: '13700137000', code, password: 'newpass1', re_password: 'newpass1' });
    expect(res.body.type).toBe('ok');
    expect((await call(t.app, 'POST', 'user/login', { account: '13700137000', password: 'newpass1' })).body.type).toBe('ok');
  });

  it('does not accept a code sent for another purpose', async () => {
    const u = await registerUser(t.app, { email: 'reset@example.com' });
    await call(t.app, 'POST', 'sms_other_mail', {}, { token: u.token });
    const securityCode = await latestCode(t.app, u.email);
    expectError(await forget({ ...base, code: securityCode }), 422, 2007, 'The verification code is wrong or has expired.');
  });

  it('does not accept the code of another account', async () => {
    const a = await registerUser(t.app, { email: 'reset@example.com' });
    const b = await registerUser(t.app, { email: 'other@example.com' });
    await call(t.app, 'POST', 'email_send', { email: b.email, type: 'forget' });
    const codeOfB = await latestCode(t.app, b.email);
    expectError(await forget({ ...base, email: a.email, code: codeOfB }), 422, 2007, 'The verification code is wrong or has expired.');
  });
});
