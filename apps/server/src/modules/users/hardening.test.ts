import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, registerUser, setFundPassword } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('account hardening', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('refuses security codes to visitors: they go only to a signed-in user', async () => {
    const u = await registerUser(t.app);
    const res = await call(t.app, 'POST', 'email_send', { email: u.email, type: 'security' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ type: 'error', message: 'Unknown verification code purpose.' });
  });

  it('treats usernames case-insensitively for registration and login', async () => {
    const body = { mode: 'username', username: 'MixedCase', password: 'secret123', re_password: 'secret123', agree: '1' };
    expect((await call(t.app, 'POST', 'user/register', body)).body.type).toBe('ok');
    const again = await call(t.app, 'POST', 'user/register', { ...body, username: 'mixedcase' });
    expect(again.status).toBe(409);
    const login = await call(t.app, 'POST', 'user/login', { account: 'MIXEDCASE', password: 'secret123' });
    expect(login.body.type).toBe('ok');
  });

  it('limits wrong original passwords on change', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'POST', 'safe/update_password', { old_password: 'wrongwrong', new_password: 'newpass1', re_password: 'newpass1' }, { token: u.token });
      expect(res.body.message).toBe('The original password is wrong.');
    }
    const blocked = await call(t.app, 'POST', 'safe/update_password', { old_password: u.password, new_password: 'newpass1', re_password: 'newpass1' }, { token: u.token });
    expect(blocked.status).toBe(429);
    t.clock.advance(15 * 60_000);
    const ok = await call(t.app, 'POST', 'safe/update_password', { old_password: u.password, new_password: 'newpass1', re_password: 'newpass1' }, { token: u.token });
    expect(ok.body.type).toBe('ok');
  });

  it('changes the fund password with a code sent to the chosen channel', async () => {
    const u = await registerUser(t.app);
    await setFundPassword(t.app, u, '123456');
    t.clock.advance(61_000);
    await call(t.app, 'POST', 'sms_other_mail', { channel: 'email' }, { token: u.token });
    const code = await latestCode(t.app, u.email);
    const res = await call(t.app, 'POST', 'user/e_pwd', { code, channel: 'email', pay_password: '654321', re_pay_password: '654321' }, { token: u.token });
    expect(res.body.type).toBe('ok');
  });
});
