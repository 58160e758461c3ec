import { ADMIN_RESOURCES } from '../../test/catalogue.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { dataOf, expect999, expectError, login, superadmin, type LoginData, type Me } from '../../test/admin.js';

type UserList = { total: number; items: { id: number; email: string | null; username: string | null }[] };

const FAILED = 'Wrong admin username or password.';

describe('admin sign-in, sessions and the users list', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  it('bootstraps the first admin once, with a one-time password', async () => {
    const first = await t.app.services.backoffice.bootstrap('admin');
    expect(first?.username).toBe('admin');
    expect(first?.password.length).toBeGreaterThanOrEqual(20);
    expect(await t.app.services.backoffice.bootstrap('admin')).toBeNull();
    expect(await t.app.services.backoffice.bootstrap('someone-else')).toBeNull();
  });

  it('first login with the one-time password answers a session limited to TOTP enrolment', async () => {
    const created = await t.app.services.backoffice.bootstrap('admin');
    const res = await login(t, 'admin', created?.password as string);
    expect(res.status).toBe(200);
    const data = dataOf(res);
    const admin: Me = { id: 1, username: 'admin', role: 'superadmin', must_change_password: true, totp_enabled: false, stage: 'totp_setup', resources: [] };
    expect(data.stage).toBe('totp_setup');
    expect(data.admin).toEqual(admin);
    expect(data.expires_at).toBe(t.clock.now() + 8 * 3_600_000);
    const me = await call(t.app, 'GET', 'admin/me', undefined, { token: data.token });
    expect(me.body).toEqual({ type: 'ok', code: 1, message: 'OK', data: admin });
  });

  it('the username is not case-sensitive', async () => {
    const created = await t.app.services.backoffice.bootstrap('admin');
    expect(dataOf(await login(t, ' ADMIN ', created?.password as string)).admin.username).toBe('admin');
  });

  it('refuses wrong or missing credentials with one message', async () => {
    const created = await t.app.services.backoffice.bootstrap('admin');
    expectError(await login(t, 'admin', 'wrong-password'), 400, 9001, FAILED);
    expectError(await login(t, 'nobody', created?.password as string), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'admin/login', { username: 'admin' }), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'admin/login', {}), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'admin/login', { username: 'admin', password: 'x' }, { lang: 'zh' }), 400, 9001, '管理员账号或密码错误。');
  });

  it('does not let a user log in as admin, nor an admin as user', async () => {
    const u = await registerUser(t.app);
    const admin = await superadmin(t);
    expectError(await login(t, u.email, u.password), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'user/login', { account: admin.username, password: admin.password }), 400, 2020, 'Wrong account or password.');
  });

  it('refuses even the right admin password after 10 failures, until the window passes', async () => {
    const created = await t.app.services.backoffice.bootstrap('admin');
    for (let i = 0; i < 10; i++) expectError(await login(t, 'admin', `wrong${i}`), 400, 9001, FAILED);
    expectError(await login(t, 'admin', created?.password as string), 429, 2023, 'Too many attempts. Please try again in 15 minutes.');
    t.clock.advance(15 * 60_000);
    expect((await login(t, 'admin', created?.password as string)).body.type).toBe('ok');
  });

  it('refuses a user token, a made-up token and no token on every admin route (999)', async () => {
    const u = await registerUser(t.app);
    const admin = await superadmin(t);
    const routes: ['GET' | 'POST', string][] = [
      ['GET', 'admin/me'], ['GET', 'admin/users'], ['GET', 'admin/audit'], ['GET', 'admin/outbox'], ['GET', 'admin/admins'],
      ['POST', 'admin/admins'], ['POST', 'admin/admins/1/reset'], ['POST', 'admin/logout'], ['POST', 'admin/totp/setup'],
      ['POST', 'admin/totp/enable'], ['POST', 'admin/password'],
    ];
    for (const [method, path] of routes) {
      expect999(await call(t.app, method, path));
      expect999(await call(t.app, method, path, undefined, { token: u.token }));
      expect999(await call(t.app, method, path, undefined, { token: `Bearer ${u.token}` }));
      expect999(await call(t.app, method, path, undefined, { token: 'made-up' }));
    }
    expect999(await call(t.app, 'GET', 'user/center', undefined, { token: admin.token }));
    expect999(await call(t.app, 'GET', 'getBalance', undefined, { token: admin.token }));
    expect((await call(t.app, 'GET', 'admin/me', undefined, { token: admin.token })).body.type).toBe('ok');
    expect((await call(t.app, 'GET', 'admin/me', undefined, { token: `Bearer ${admin.token}` })).body.type).toBe('ok');
  });

  it('a full superadmin session sees every resource', async () => {
    const admin = await superadmin(t);
    const me = dataOf(await call<Me>(t.app, 'GET', 'admin/me', undefined, { token: admin.token }));
    expect(me).toEqual({ id: 1, username: 'admin', role: 'superadmin', must_change_password: false, totp_enabled: true, stage: 'full', resources: ADMIN_RESOURCES });
  });

  it('lists registered users, newest first, with search and pages', async () => {
    const a = await registerUser(t.app, { email: 'alice@example.com' });
    const b = await registerUser(t.app, { email: 'bob@example.org' });
    await call(t.app, 'POST', 'user/register', { mode: 'username', username: 'carol_x', password: 'secret123', re_password: 'secret123', agree: '1' });
    await call(t.app, 'POST', 'user/register', { mode: 'username', username: 'carolx', password: 'secret123', re_password: 'secret123', agree: '1' });
    const { token } = await superadmin(t);
    const users = (query?: Record<string, string>) => call<UserList>(t.app, 'GET', 'admin/users', query, { token });

    const all = await users();
    expect(all.body.data?.total).toBe(4);
    expect(all.body.data?.items.map((i) => i.email ?? i.username)).toEqual(['carolx', 'carol_x', 'bob@example.org', 'alice@example.com']);
    expect(all.body.data?.items[0]).toEqual({
      id: 4, kind: 'user', username: 'carolx', email: null, area_code: null, phone: null, invite_code: expect.any(String) as string,
      lang: 'en', has_fund_password: false, created_at: t.clock.now() - 30_000,
    });
    expect(JSON.stringify(all.body)).not.toMatch(/password_hash|scrypt/);

    expect((await users({ search: 'alice' })).body.data).toMatchObject({ total: 1, items: [{ id: a.id }] });
    expect((await users({ search: 'example.org' })).body.data).toMatchObject({ total: 1, items: [{ id: b.id }] });
    expect((await users({ search: 'nobody' })).body.data).toEqual({ total: 0, items: [] });

    const page2 = await users({ limit: '1', page: '2' });
    expect(page2.body.data?.total).toBe(4);
    expect(page2.body.data?.items.map((i) => i.username)).toEqual(['carol_x']);
  });

  it('searches without regard to letter case and takes _ and % literally', async () => {
    await registerUser(t.app, { email: 'alice@example.com' });
    await call(t.app, 'POST', 'user/register', { mode: 'username', username: 'Carol_X', password: 'secret123', re_password: 'secret123', agree: '1' });
    await call(t.app, 'POST', 'user/register', { mode: 'username', username: 'carolaX', password: 'secret123', re_password: 'secret123', agree: '1' });
    const { token } = await superadmin(t);
    const search = async (q: string) =>
      (await call<UserList>(t.app, 'GET', 'admin/users', { search: q }, { token })).body.data?.items.map((i) => i.email ?? i.username);
    expect(await search('ALICE')).toEqual(['alice@example.com']);
    expect(await search('carol_')).toEqual(['carol_x']);
    expect(await search('CAROL')).toEqual(['carolax', 'carol_x']);
    expect(await search('%')).toEqual([]);
    expect(await search('a\\b')).toEqual([]);
  });

  it('validates paging', async () => {
    const { token } = await superadmin(t);
    expectError(await call(t.app, 'GET', 'admin/users', { limit: '1000' }, { token }), 422, 1001, 'Please check the field: limit.');
    expectError(await call(t.app, 'GET', 'admin/audit', { page: '0' }, { token }), 422, 1001, 'Please check the field: page.');
    expectError(await call(t.app, 'GET', 'admin/outbox', { limit: 'x' }, { token }), 422, 1001, 'Please check the field: limit.');
  });

  it('ends the admin session on logout', async () => {
    const admin = await superadmin(t);
    expect((await call(t.app, 'POST', 'admin/logout', undefined, { token: admin.token })).body).toEqual({ type: 'ok', code: 1, message: 'OK', data: null });
    expect999(await call(t.app, 'GET', 'admin/me', undefined, { token: admin.token }));
    expect(await t.app.services.backoffice.bootstrap('admin')).toBeNull();
  });

  it('a limited session can log out too', async () => {
    const created = await t.app.services.backoffice.bootstrap('admin');
    const { token } = dataOf(await login(t, 'admin', created?.password as string));
    expect((await call(t.app, 'POST', 'admin/logout', undefined, { token })).body.type).toBe('ok');
    expect999(await call(t.app, 'GET', 'admin/me', undefined, { token }));
  });

  it('expires the admin session after 8 hours', async () => {
    const created = await t.app.services.backoffice.bootstrap('admin');
    const { token } = dataOf<LoginData>(await login(t, 'admin', created?.password as string));
    t.clock.advance(8 * 3_600_000 - 1);
    expect((await call(t.app, 'GET', 'admin/me', undefined, { token })).body.type).toBe('ok');
    t.clock.advance(1);
    expect999(await call(t.app, 'GET', 'admin/me', undefined, { token }));
  });
});
