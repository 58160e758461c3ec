import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import {
  adminOfRole, codeOf, dataOf, expect999, expectError, firstSignIn, login, superadmin, type Me, type SignedIn,
} from '../../test/admin.js';

type Page<T> = { total: number; items: T[] };
type AuditRow = { id: number; admin_id: number; admin_username: string | null; action: string; target: string; detail: Record<string, unknown>; ip: string; created_at: number };
type OutboxRow = { id: number; channel: string; destination: string; subject: string; body: string; code: string | null; created_at: number };
type AdminView = { id: number; username: string; role: string; totp_enabled: boolean; must_change_password: boolean; created_by: number | null };
type Created = { admin: AdminView; password: string };

const ROLES = ['support', 'compliance', 'finance', 'operator'] as const;
const FORBIDDEN = 'Your admin role does not allow this.';

/** Which role may open which list; the superadmin opens all. */
const allowed: Record<string, (typeof ROLES)[number][]> = {
  'admin/users': ['support', 'compliance', 'finance', 'operator'],
  'admin/outbox': ['support'],
  'admin/audit': ['compliance'],
  'admin/admins': [],
  'admin/jobs': ['operator'],
  'admin/jobs/runs': ['operator'],
  'admin/content': ['operator'],
  'admin/earn/trust': ['operator'],
  'admin/earn/account': ['finance'],
  'admin/earn/holdings': ['support', 'finance', 'operator'],
  'admin/loans': ['finance'],
  'admin/loans/products': ['finance', 'operator'],
  'admin/apikeys': ['compliance', 'operator'],
  'admin/c2c/merchants': ['compliance'],
  'admin/c2c/bonds': ['finance', 'compliance'],
  'admin/c2c/ads': ['operator', 'compliance'],
  'admin/c2c/orders': ['support', 'compliance'],
  'admin/c2c/appeals': ['support'],
  'admin/c2c/settings': ['operator'],
  'admin/support/conversations': ['support'],
  'admin/support/faq': ['support', 'operator'],
  'admin/referral/settings': ['finance', 'operator'],
  'admin/referral/payouts': ['finance', 'operator'],
  'admin/alerts/stats': ['operator'],
};

describe('admin roles, staff management, outbox and audit log', () => {
  let t: TestApp;
  let root: SignedIn;
  const staff: Record<string, SignedIn> = {};
  let user: { email: string };
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerUser(t.app, { email: 'outbox-reader@example.com' });
    root = await superadmin(t);
    for (const role of ROLES) staff[role] = await adminOfRole(t, root, role);
  });
  afterAll(async () => { await t.close(); });

  const get = <T = unknown>(path: string, token: string, query?: Record<string, string>) => call<T>(t.app, 'GET', path, query, { token });
  const post = <T = unknown>(path: string, token: string, body?: Record<string, unknown>) => call<T>(t.app, 'POST', path, body, { token });

  it('each role sees only its resources, in admin/me and on the routes', async () => {
    const expected: Record<string, string[]> = {
      support: ['users', 'outbox', 'statements', 'deliveries', 'earn_holdings'],
      compliance: ['users', 'audit', 'approvals', 'statements', 'liabilities', 'spot_trades', 'kyc', 'kyc_thresholds', 'publication_products'],
      finance: ['users', 'approvals', 'deposits', 'withdrawals', 'coins', 'statements', 'liabilities', 'fiat_rates', 'spot_trades', 'treasury', 'bank_withdrawals', 'futures_risk', 'earn_account', 'earn_holdings', 'option_risk'],
      operator: ['users', 'jobs', 'coins', 'fiat_rates', 'spot_trades', 'deliveries', 'content', 'futures_contracts', 'futures_risk', 'earn_products', 'earn_holdings', 'ieo_projects', 'publication_products', 'option_products', 'option_risk'],
    };
    // Loans: the loan account, applications and overdue list are finance's; products finance's and the operator's.
    expected['finance']?.push('loans', 'loan_products');
    expected['operator']?.push('loan_products');
    // Proof of liabilities: the coverage screen is finance's and the operator's.
    expected['finance']?.push('proof');
    expected['operator']?.push('proof');
    // API keys of users (openapi): compliance and the operator see and revoke them.
    expected['compliance']?.push('api_keys');
    expected['operator']?.push('api_keys');
    // C2C: applications are compliance's, bonds finance's and compliance's, appeals support's, settings the operator's.
    expected['support']?.push('c2c_orders', 'c2c_appeals');
    expected['compliance']?.push('c2c_merchants', 'c2c_bonds', 'c2c_ads', 'c2c_orders');
    expected['finance']?.push('c2c_bonds');
    expected['operator']?.push('c2c_ads', 'c2c_settings');
    // Support: the chat inbox is support's; the FAQ editor support's and the operator's.
    expected['support']?.push('support_chat', 'support_faq');
    expected['operator']?.push('support_faq');
    // NFT charity: causes and NFTs the operator's, sales and payouts finance's.
    expected['operator']?.push('nft_items');
    expected['finance']?.push('nft_payouts');
    // Referral: the commission rate and the days paid are finance's and the operator's.
    expected['finance']?.push('referral');
    expected['operator']?.push('referral');
    // Alerts and web push: the figures are the operator's.
    expected['operator']?.push('alerts_stats');
    for (const role of ROLES) {
      const token = staff[role]?.token as string;
      const me = dataOf(await get<Me>('admin/me', token));
      expect(me).toMatchObject({ role, stage: 'full', totp_enabled: true, must_change_password: false });
      // The menu's resources follow the module order of modules/index.ts; which ones is what matters.
      expect([...me.resources].sort()).toEqual([...(expected[role] ?? [])].sort());
      for (const [path, roles] of Object.entries(allowed)) {
        const res = await get(path, token);
        if (roles.includes(role)) expect(res.body.type, `${role} ${path}`).toBe('ok');
        else expectError(res, 403, 9003, FORBIDDEN);
      }
      expectError(await post('admin/admins', token, { username: 'newbie', role: 'support' }), 403, 9003, FORBIDDEN);
      expectError(await post(`admin/admins/${root.id}/reset`, token), 403, 9003, FORBIDDEN);
    }
    for (const path of Object.keys(allowed)) expect((await get(path, root.token)).body.type, path).toBe('ok');
  });

  it('the superadmin lists and creates admins; a new admin starts with a one-time password and no second factor', async () => {
    const list = dataOf(await get<Page<AdminView>>('admin/admins', root.token));
    expect(list.total).toBe(5);
    expect(list.items.map((a) => [a.username, a.role, a.totp_enabled, a.created_by])).toEqual([
      ['admin', 'superadmin', true, null], ['staff_support', 'support', true, 1], ['staff_compliance', 'compliance', true, 1],
      ['staff_finance', 'finance', true, 1], ['staff_operator', 'operator', true, 1],
    ]);
    expect(JSON.stringify(list)).not.toMatch(/password_hash|totp_secret|totp_pending|scrypt/);

    const created = dataOf(await post<Created>('admin/admins', root.token, { username: ' New.Person ', role: 'finance' }));
    expect(created.admin).toMatchObject({ username: 'new.person', role: 'finance', totp_enabled: false, must_change_password: true, created_by: root.id });
    expect(created.password.length).toBeGreaterThanOrEqual(20);
    const first = dataOf(await login(t, 'new.person', created.password));
    expect(first.stage).toBe('totp_setup');
    expectError(await get('admin/users', first.token), 403, 9008, 'Set up two-factor authentication before using the back office.');
  });

  it('refuses invalid new admins', async () => {
    const create = (body: Record<string, unknown>) => post('admin/admins', root.token, body);
    const badName = 'The admin username must be 3 to 32 letters, digits, dots, dashes or underscores and start with a letter.';
    expectError(await create({ role: 'support' }), 422, 9012, badName);
    for (const username of ['', 'ab', '1abc', 'a b c', 'x'.repeat(33), 'abc$']) {
      expectError(await create({ username, role: 'support' }), 422, 9012, badName);
    }
    expectError(await create({ username: 'valid_name' }), 422, 9013, 'Choose a role: support, compliance, finance, operator or superadmin.');
    for (const role of ['', 'root', 'SUPPORT', 'user']) {
      expectError(await create({ username: 'valid_name', role }), 422, 9013, 'Choose a role: support, compliance, finance, operator or superadmin.');
    }
    expectError(await create({ username: 'STAFF_SUPPORT', role: 'support' }), 409, 9014, 'An admin with this username already exists.');
  });

  it('a reset gives a new one-time password, clears the second factor and ends the sessions', async () => {
    const victim = await adminOfRole(t, root, 'operator', 'lost_phone');
    expectError(await post('admin/admins/9999/reset', root.token), 404, 9015, 'No such admin.');
    const reset = dataOf(await post<Created>(`admin/admins/${victim.id}/reset`, root.token));
    expect(reset.admin).toMatchObject({ id: victim.id, totp_enabled: false, must_change_password: true });
    expect999(await get('admin/me', victim.token));
    expectError(await login(t, 'lost_phone', victim.password, codeOf(t, victim.secret)), 400, 9001, 'Wrong admin username or password.');
    const again = await firstSignIn(t, 'lost_phone', reset.password);
    expect(again.secret).not.toBe(victim.secret);
    expect((await get('admin/users', again.token)).body.type).toBe('ok');
  });

  it('the outbox shows the codes sent, newest first, searchable by destination and paged, whatever DEV_OUTBOX says', async () => {
    await registerUser(t.app, { email: 'second@example.org' });
    const support = staff.support?.token as string;
    const all = dataOf(await get<Page<OutboxRow>>('admin/outbox', support));
    expect(all.total).toBe(2);
    expect(all.items.map((m) => m.destination)).toEqual(['second@example.org', user.email]);
    expect(all.items[0]).toMatchObject({ channel: 'email', code: expect.stringMatching(/^\d{6}$/) as string });
    expect(all.items[0]?.body).toContain(all.items[0]?.code as string);
    expect(dataOf(await get<Page<OutboxRow>>('admin/outbox', support, { search: 'OUTBOX-READER' })).items.map((m) => m.destination)).toEqual([user.email]);
    expect(dataOf(await get<Page<OutboxRow>>('admin/outbox', support, { limit: '1', page: '2' }))).toMatchObject({ total: 2, items: [{ destination: user.email }] });

    const prod = await createTestApp({ DEV_OUTBOX: '0' });
    try {
      await call(prod.app, 'POST', 'email_send', { email: 'prod@example.com' });
      const admin = await superadmin(prod);
      expectError(await call(prod.app, 'GET', 'dev/outbox', { to: 'prod@example.com' }), 404, 9404, 'The development outbox is disabled.');
      const page = dataOf(await call<Page<OutboxRow>>(prod.app, 'GET', 'admin/outbox', undefined, { token: admin.token }));
      expect(page.items.map((m) => m.destination)).toEqual(['prod@example.com']);
    } finally {
      await prod.close();
    }
  });

  it('records reads of the sensitive lists and staff changes in the audit log, with filters', async () => {
    const compliance = staff.compliance as SignedIn;
    await get('admin/outbox', staff.support?.token as string, { search: 'example' });
    await get('admin/users', staff.finance?.token as string, { search: 'alice', page: '2' });
    const log = dataOf(await get<Page<AuditRow>>('admin/audit', compliance.token, { limit: '100' }));
    const find = (action: string, adminId?: number) => log.items.find((r) => r.action === action && (adminId === undefined || r.admin_id === adminId));
    expect(find('outbox.list', staff.support?.id)).toMatchObject({ admin_username: 'staff_support', target: 'outbox', detail: { page: 1, search: 'example' }, ip: '127.0.0.1', created_at: t.clock.now() });
    expect(find('users.list', staff.finance?.id)).toMatchObject({ target: 'users', detail: { page: 2, search: 'alice' } });
    expect(log.items.find((r) => r.action === 'admin.create' && r.target === `admin:${staff.support?.id}`))
      .toMatchObject({ admin_id: root.id, detail: { username: 'staff_support', role: 'support' } });
    expect(find('admin.reset')).toMatchObject({ admin_id: root.id, detail: { username: 'lost_phone' } });
    for (const action of ['admin.login', 'admin.totp_setup', 'admin.totp_enable', 'admin.password_change', 'admins.list']) expect(find(action), action).toBeDefined();
    expect(log.items.map((r) => r.id)).toEqual([...log.items.map((r) => r.id)].sort((a, b) => b - a));
    expect(JSON.stringify(log)).not.toMatch(/password_hash|secret/);

    const mine = dataOf(await get<Page<AuditRow>>('admin/audit', compliance.token, { admin_id: String(staff.finance?.id) }));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((r) => r.admin_id === staff.finance?.id)).toBe(true);
    const logins = dataOf(await get<Page<AuditRow>>('admin/audit', compliance.token, { action: 'admin.create' }));
    expect(logins.total).toBe(6);
    // Reading the log is on record too.
    const latest = dataOf(await get<Page<AuditRow>>('admin/audit', root.token, { limit: '1' }));
    expect(latest.items[0]).toMatchObject({ admin_id: compliance.id, action: 'audit.list', detail: { page: 1, admin_id: null, action: 'admin.create' } });
  });

  it('logout is recorded', async () => {
    const op = await adminOfRole(t, root, 'operator', 'leaving_op');
    expect((await post('admin/logout', op.token)).body.type).toBe('ok');
    const latest = dataOf(await get<Page<AuditRow>>('admin/audit', root.token, { action: 'admin.logout' }));
    expect(latest.items[0]).toMatchObject({ admin_id: op.id, target: `admin:${op.id}` });
  });
});
