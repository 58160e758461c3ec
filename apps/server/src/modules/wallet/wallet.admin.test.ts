import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expect999, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { problems } from './wallet.testkit.js';

type AdminLine = { entry_id: number; coin: string; kind: string; mode: string; amount: string; reason: string; actor_type: string; actor_id: number; account_id: number };
type Statement = { user_id: number; total: number; items: AdminLine[]; balances: { asset: string; kind: string; mode: string; available: string; locked: string }[] };
type KindTotal = { kind: string; available: string; locked: string; total: string; accounts: number };
type Liabilities = {
  journal_balanced: boolean; journal: { asset: string; sum: string; balanced: boolean }[]; balanced: boolean; total: number;
  items: { asset: string; mode: string; users_total: string; users: KindTotal[]; platform: KindTotal[]; platform_total: string; balanced: boolean }[];
};

describe('back office: user statements and proof of liabilities', () => {
  let t: TestApp;
  let root: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    root = await superadmin(t);
  });
  afterAll(async () => { await t.close(); });

  const audits = (action: string) => t.app.platform.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  it('shows a user\'s statement over every mode with actors, and current balances; audited', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '40');
    t.clock.advance(1_000);
    const moved = await call<{ entry_id: number }>(t.app, 'POST', 'wallet/change', { from: 'funding', to: 'options', coin: 'USDT', amount: '15' }, { token: u.token });
    const res = await call<Statement>(t.app, 'GET', 'admin/statements', { user_id: u.id }, { token: root.token });
    const data = dataOf(res);
    expect(data.user_id).toBe(u.id);
    expect(data.total).toBe(4);
    expect(data.items.map((l) => [l.mode, l.kind, l.coin, l.amount, l.reason, l.actor_type, l.actor_id])).toEqual([
      ['real', 'funding', 'USDT', '-15', 'transfer', 'user', u.id],
      ['real', 'options', 'USDT', '15', 'transfer', 'user', u.id],
      ['real', 'funding', 'USDT', '40', 'deposit', 'system', 0],
      ['demo', 'funding', 'USDT', '100000', 'demo_funding', 'system', 0],
    ]);
    expect(data.items[0]?.entry_id).toBe(moved.body.data?.entry_id);
    expect(data.balances).toEqual([
      { asset: 'USDT', kind: 'funding', mode: 'real', available: '25', locked: '0' },
      { asset: 'USDT', kind: 'options', mode: 'real', available: '15', locked: '0' },
      { asset: 'USDT', kind: 'funding', mode: 'demo', available: '100000', locked: '0' },
    ]);
    const filtered = dataOf(await call<Statement>(t.app, 'GET', 'admin/statements', { user_id: u.id, asset: 'btc', page: 1, limit: 5 }, { token: root.token }));
    expect({ total: filtered.total, items: filtered.items }).toEqual({ total: 0, items: [] });
    const paged = dataOf(await call<Statement>(t.app, 'GET', 'admin/statements', { user_id: u.id, page: 2, limit: 3 }, { token: root.token }));
    expect(paged.items.map((l) => l.mode)).toEqual(['demo']);
    const logged = await audits('statements.read');
    expect(logged.map((a) => [a.admin_id, a.target])).toEqual([[root.id, `user:${u.id}`], [root.id, `user:${u.id}`], [root.id, `user:${u.id}`]]);
    expect(JSON.parse(logged[1]?.detail ?? '{}')).toEqual({ page: 1, asset: 'btc' });
    expect(await problems(t.app)).toEqual([]);
  });

  it('answers clear errors for an unknown or missing user', async () => {
    const before = (await audits('statements.read')).length;
    const unknown = await call(t.app, 'GET', 'admin/statements', { user_id: 999_999 }, { token: root.token });
    expect(unknown).toEqual({ status: 404, body: { type: 'error', code: 6108, message: 'No such user.' } });
    // The attempt is on record too.
    expect((await audits('statements.read')).length).toBe(before + 1);
    for (const q of [{}, { user_id: 0 }, { user_id: -3 }, { user_id: 'abc' }, { user_id: 1, limit: 1000 }]) {
      const res = await call(t.app, 'GET', 'admin/statements', q, { token: root.token });
      expect(res.status, JSON.stringify(q)).toBe(422);
    }
  });

  it('reports user liabilities against platform accounts per asset and mode, and whether the journal balances', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'BTC', '2');
    await call(t.app, 'POST', 'wallet/change', { from: 'funding', to: 'futures', coin: 'BTC', amount: '0.5' }, { token: u.token });
    const report = dataOf(await call<Liabilities>(t.app, 'GET', 'admin/liabilities', undefined, { token: root.token }));
    expect(report.journal_balanced).toBe(true);
    expect(report.balanced).toBe(true);
    expect(report.total).toBe(report.items.length);
    const btc = report.items.find((i) => i.asset === 'BTC' && i.mode === 'real');
    expect(btc).toEqual({
      asset: 'BTC', mode: 'real', users_total: '2', balanced: true, platform_total: '-2',
      users: [
        { kind: 'funding', available: '1.5', locked: '0', total: '1.5', accounts: 1 },
        { kind: 'futures', available: '0.5', locked: '0', total: '0.5', accounts: 1 },
      ],
      platform: [{ kind: 'external', available: '-2', locked: '0', total: '-2', accounts: 1 }],
    });
    const demo = report.items.find((i) => i.asset === 'USDT' && i.mode === 'demo');
    expect(demo?.platform.map((p) => p.kind)).toEqual(['demo_treasury']);
    expect(demo?.users_total).toBe(demo?.platform_total.replace('-', ''));
    expect(report.journal.find((j) => j.asset === 'BTC')).toEqual({ asset: 'BTC', sum: '0', balanced: true });
    expect((await audits('liabilities.read')).map((a) => a.target)).toEqual(['ledger']);

    // A balance written behind the ledger's back shows as a mismatch, while the journal itself still balances.
    const db = t.app.platform.db;
    const row = await db.selectFrom('ledger_accounts').select('id').where('owner_id', '=', u.id).where('asset', '=', 'BTC').where('kind', '=', 'futures').executeTakeFirstOrThrow();
    await db.updateTable('ledger_accounts').set({ available_atoms: 60_000_000n }).where('id', '=', row.id).execute();
    const broken = dataOf(await call<Liabilities>(t.app, 'GET', 'admin/liabilities', undefined, { token: root.token }));
    expect(broken.balanced).toBe(false);
    expect(broken.journal_balanced).toBe(true);
    expect(broken.items.find((i) => i.asset === 'BTC' && i.mode === 'real')).toMatchObject({ users_total: '2.1', balanced: false });
    await t.app.services.ledger.rebuild({ apply: true });
    expect(await problems(t.app)).toEqual([]);
  });

  it('admits only admins whose role has the resource; refuses user tokens and no token', async () => {
    const u = await registerUser(t.app);
    for (const path of ['admin/statements', 'admin/liabilities']) {
      expect999(await call(t.app, 'GET', path, { user_id: u.id }));
      expect999(await call(t.app, 'GET', path, { user_id: u.id }, { token: u.token }));
      expect999(await call(t.app, 'GET', path, { user_id: u.id }, { token: 'not-a-token' }));
    }
    const finance = await adminOfRole(t, root, 'finance');
    const support = await adminOfRole(t, root, 'support');
    const operator = await adminOfRole(t, root, 'operator');
    const status = async (who: SignedIn, path: string) => (await call(t.app, 'GET', path, { user_id: u.id }, { token: who.token })).status;
    expect(await status(finance, 'admin/statements')).toBe(200);
    expect(await status(finance, 'admin/liabilities')).toBe(200);
    expect(await status(support, 'admin/statements')).toBe(200);
    expect(await status(support, 'admin/liabilities')).toBe(403);
    expect(await status(operator, 'admin/statements')).toBe(403);
    expect(await status(operator, 'admin/liabilities')).toBe(403);
  });
});
