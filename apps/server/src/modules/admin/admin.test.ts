import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, registerUser, type Reply } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

function expectError(res: Reply, status: number, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBe(status);
}

function expect999(res: Reply): void {
  expect(res.body).toEqual({ type: '999', code: 999, message: 'Please log in first.' });
  expect(res.status).toBe(401);
}

type AdminSession = { token: string; expires_at: number; admin: { id: number; username: string; role: string; must_change_password: boolean } };
type UserList = { total: number; items: { id: number; email: string | null; username: string | null }[] };
type AuditRow = { admin_id: number; action: string; target: string; ip: string; created_at: number };

const FAILED = 'Wrong admin username or password.';

describe('admin', () => {
  let t: TestApp;
  beforeEach(async () => { t = await createTestApp(); });
  afterEach(async () => { await t.close(); });

  async function adminLogin(): Promise<AdminSession> {
    const created = await t.app.services.admin.bootstrap('admin');
    const res = await call<AdminSession>(t.app, 'POST', 'admin/login', { username: 'admin', password: created?.password as string });
    if (res.body.type !== 'ok') throw new Error(JSON.stringify(res.body));
    return res.body.data as AdminSession;
  }

  it('bootstraps the first admin once, with a one-time password', async () => {
    const first = await t.app.services.admin.bootstrap('admin');
    expect(first?.username).toBe('admin');
    expect(first?.password.length).toBeGreaterThanOrEqual(20);
    expect(await t.app.services.admin.bootstrap('admin')).toBeNull();
    expect(await t.app.services.admin.bootstrap('someone-else')).toBeNull();
  });

  it('logs in with the one-time password', async () => {
    const created = await t.app.services.admin.bootstrap('admin');
    const res = await call<AdminSession>(t.app, 'POST', 'admin/login', { username: 'admin', password: created?.password as string });
    expect(res.status).toBe(200);
    expect(res.body.data?.admin).toEqual({ id: 1, username: 'admin', role: 'superadmin', must_change_password: true });
    expect(res.body.data?.expires_at).toBe(t.clock.now() + 8 * 3_600_000);
    const me = await call(t.app, 'GET', 'admin/me', undefined, { token: res.body.data?.token as string });
    expect(me.body).toEqual({ type: 'ok', code: 1, message: 'OK', data: { id: 1, username: 'admin', role: 'superadmin', must_change_password: true } });
  });

  it('refuses wrong or missing credentials with one message', async () => {
    const created = await t.app.services.admin.bootstrap('admin');
    expectError(await call(t.app, 'POST', 'admin/login', { username: 'admin', password: 'wrong-password' }), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'admin/login', { username: 'nobody', password: created?.password as string }), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'admin/login', { username: 'admin' }), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'admin/login', {}), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'admin/login', { username: 'admin', password: 'x' }, { lang: 'zh' }), 400, 9001, '管理员账号或密码错误。');
  });

  it('does not let a user log in as admin, nor an admin as user', async () => {
    const u = await registerUser(t.app);
    const admin = await adminLogin();
    expectError(await call(t.app, 'POST', 'admin/login', { username: u.email, password: u.password }), 400, 9001, FAILED);
    expectError(await call(t.app, 'POST', 'user/login', { account: admin.admin.username, password: 'anything' }), 400, 2020, 'Wrong account or password.');
  });

  it('refuses even the right admin password after 10 failures, until the window passes', async () => {
    const created = await t.app.services.admin.bootstrap('admin');
    const login = (password: string) => call(t.app, 'POST', 'admin/login', { username: 'admin', password });
    for (let i = 0; i < 10; i++) expectError(await login(`wrong${i}`), 400, 9001, FAILED);
    expectError(await login(created?.password as string), 429, 2023, 'Too many attempts. Please try again in 15 minutes.');
    t.clock.advance(15 * 60_000);
    expect((await login(created?.password as string)).body.type).toBe('ok');
  });

  it('refuses a user token and no token on every admin route (999)', async () => {
    const u = await registerUser(t.app);
    const admin = await adminLogin();
    const routes: ['GET' | 'POST', string][] = [['GET', 'admin/me'], ['GET', 'admin/users'], ['GET', 'admin/audit'], ['POST', 'admin/logout']];
    for (const [method, path] of routes) {
      expect999(await call(t.app, method, path));
      expect999(await call(t.app, method, path, undefined, { token: u.token }));
      expect999(await call(t.app, method, path, undefined, { token: 'made-up' }));
    }
    expect999(await call(t.app, 'GET', 'user/center', undefined, { token: admin.token }));
    expect999(await call(t.app, 'GET', 'getBalance', undefined, { token: admin.token }));
    expect((await call(t.app, 'GET', 'admin/me', undefined, { token: admin.token })).body.type).toBe('ok');
  });

  it('lists registered users, newest first, with search and pages', async () => {
    const a = await registerUser(t.app, { email: 'alice@example.com' });
    const b = await registerUser(t.app, { email: 'bob@example.org' });
    await call(t.app, 'POST', 'user/register', { mode: 'username', username: 'carol_x', password: 'secret123', re_password: 'secret123', agree: '1' });
    await call(t.app, 'POST', 'user/register', { mode: 'username', username: 'carolx', password: 'secret123', re_password: 'secret123', agree: '1' });
    const { token } = await adminLogin();
    const users = (query?: Record<string, string>) => call<UserList>(t.app, 'GET', 'admin/users', query, { token });

    const all = await users();
    expect(all.body.data?.total).toBe(4);
    expect(all.body.data?.items.map((i) => i.email ?? i.username)).toEqual(['carolx', 'carol_x', 'bob@example.org', 'alice@example.com']);
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
    const { token } = await adminLogin();
    const search = async (q: string) =>
      (await call<UserList>(t.app, 'GET', 'admin/users', { search: q }, { token })).body.data?.items.map((i) => i.email ?? i.username);
    expect(await search('ALICE')).toEqual(['alice@example.com']);
    expect(await search('carol_')).toEqual(['Carol_X']);
    expect(await search('CAROL')).toEqual(['carolaX', 'Carol_X']);
    expect(await search('%')).toEqual([]);
    expect(await search('a\\b')).toEqual([]);
  });

  it('validates paging', async () => {
    const { token } = await adminLogin();
    expectError(await call(t.app, 'GET', 'admin/users', { limit: '1000' }, { token }), 422, 1001, 'Please check the field: limit.');
    expectError(await call(t.app, 'GET', 'admin/audit', { page: '0' }, { token }), 422, 1001, 'Please check the field: page.');
  });

  it('records the login in the audit log', async () => {
    const { token, admin } = await adminLogin();
    const audit = await call<AuditRow[]>(t.app, 'GET', 'admin/audit', undefined, { token });
    expect(audit.body.type).toBe('ok');
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data?.[0]).toMatchObject({ admin_id: admin.id, action: 'admin.login', target: `admin:${admin.id}`, created_at: t.clock.now() });
  });

  it('ends the admin session on logout and on expiry', async () => {
    const first = await adminLogin();
    expect((await call(t.app, 'POST', 'admin/logout', undefined, { token: first.token })).body).toEqual({ type: 'ok', code: 1, message: 'OK', data: null });
    expect999(await call(t.app, 'GET', 'admin/me', undefined, { token: first.token }));
    const created = await t.app.services.admin.bootstrap('admin');
    expect(created).toBeNull();
  });

  it('expires the admin session after 8 hours', async () => {
    const { token } = await adminLogin();
    t.clock.advance(8 * 3_600_000 - 1);
    expect((await call(t.app, 'GET', 'admin/me', undefined, { token })).body.type).toBe('ok');
    t.clock.advance(1);
    expect999(await call(t.app, 'GET', 'admin/me', undefined, { token }));
  });
});
