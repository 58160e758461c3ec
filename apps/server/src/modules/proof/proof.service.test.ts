import { parseAmount, verifyProofFile, type ProofCoverage, type ProofFile } from '@candor/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expectError, superadmin } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createSharedTestApps, createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';

const DAY = 86_400_000;
type Roots = { day: string | null; days: string[]; roots: { asset: string; hash: string; sum: string; total: string; leaves: number }[] };

let t: TestApp;
beforeEach(async () => { t = await createTestApp(); });
afterEach(async () => { await t.close(); });

/** To 00:11 UTC of the next day: the job's period of that day has started. */
const nextMorning = () => t.clock.advance(Math.floor(t.clock.now() / DAY) * DAY + DAY + 11 * 60_000 - t.clock.now());

describe('proof of liabilities: the daily job and the user\'s proof', { timeout: 120_000 }, () => {
  it('publishes a root per asset over every user\'s real balances; each user\'s proof verifies; demo money is not counted', async () => {
    const users = await Promise.all(Array.from({ length: 7 }, () => registerUser(t.app)));
    for (const [i, u] of users.entries()) {
      await fund(t.app, u.id, 'USDT', `${100 + i * 17}.5`);
      if (i % 2) await fund(t.app, u.id, 'BTC', `0.0${i}`);
      await fund(t.app, u.id, 'USDT', '1000', 'demo');
    }
    expectError(await call(t.app, 'GET', 'proof/mine', undefined, { token: users[0]?.token }), 404, 9701, 'No proof of liabilities has been published for this day yet.');
    nextMorning();
    const outcomes = await t.app.platform.jobs.runDue('proof.daily');
    expect(outcomes.map((o) => [o.status, o.result])).toEqual([['done', '1 days published (2026-11-23)']]);
    // Money moved after the snapshot (00:00 UTC) is not in that day's proof.
    await fund(t.app, users[0]?.id ?? 0, 'USDT', '5');
    const roots = dataOf(await call<Roots>(t.app, 'GET', 'proof/roots'));
    expect(roots.day).toBe('2026-11-23');
    const usdt = users.reduce((s, _u, i) => s + parseAmount(`${100 + i * 17}.5`), 0n);
    expect(roots.roots.map((r) => [r.asset, r.leaves, r.sum])).toEqual([
      ['BTC', 3, (parseAmount('0.01') + parseAmount('0.03') + parseAmount('0.05')).toString()], ['USDT', 7, usdt.toString()],
    ]);
    for (const [i, u] of users.entries()) {
      const file = dataOf(await call<ProofFile>(t.app, 'GET', 'proof/mine', undefined, { token: u.token }));
      expect(file.user_id).toBe(u.id);
      expect(file.assets.map((a) => a.asset)).toEqual(i % 2 ? ['BTC', 'USDT'] : ['USDT']);
      const published = Object.fromEntries(roots.roots.map((r) => [r.asset, r.hash]));
      expect((await verifyProofFile(file, published)).every((c) => c.ok)).toBe(true);
      expect(file.assets.find((a) => a.asset === 'USDT')?.leaf.balance).toBe(parseAmount(`${100 + i * 17}.5`).toString());
    }
    expectError(await call(t.app, 'GET', 'proof/mine', { day: '2026-11-20' }, { token: users[0]?.token }), 404, 9701, 'No proof of liabilities has been published for this day yet.');
    expect((await call(t.app, 'GET', 'proof/mine')).status).toBe(401);
  });

  it('catches up the missed days after downtime, publishes each day once, and a rerun publishes nothing', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '10');
    nextMorning();
    await t.app.platform.jobs.runDue('proof.daily');
    t.clock.advance(3 * DAY);
    const outcomes = await t.app.platform.jobs.runDue('proof.daily');
    expect(outcomes.map((o) => o.result)).toEqual(['3 days published (2026-11-24, 2026-11-25, 2026-11-26)']);
    expect(await t.app.platform.jobs.runDue('proof.daily')).toEqual([]);
    expect(await t.app.services.proof.publish('2026-11-26')).toBe(false);
    const rows = await t.app.platform.db.selectFrom('proof_roots').select(['day', 'asset']).orderBy('day').execute();
    expect(rows.map((r) => r.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('refuses a day with a negative balance (the job fails; nothing is published)', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '10');
    // A journal line the ledger would never write (its checks refuse it): only to see the job refuse it too.
    const { db } = t.app.platform;
    await fund(t.app, u.id, 'ETH', '1');
    const account = await db.selectFrom('ledger_accounts').select('id').where('owner_id', '=', u.id).where('asset', '=', 'ETH').executeTakeFirstOrThrow();
    const entry = await db.insertInto('ledger_entries').values({ ref: 'test:negative', actor_type: 'system', actor_id: 0, reason: 'test', created_at: t.clock.now() }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('ledger_lines').values({ entry_id: entry.id, account_id: account.id, asset: 'ETH', bucket: 'available', amount_atoms: -parseAmount('2') }).execute();
    nextMorning();
    const [outcome] = await t.app.platform.jobs.runDue('proof.daily');
    expect(outcome?.status).toBe('failed');
    expect(outcome?.error).toContain(`negative balance of user ${u.id} in ETH`);
    expect(await db.selectFrom('proof_roots').select('id').execute()).toEqual([]);
  });

  it('the back office sets the liabilities beside the platform\'s holdings (finance and operator)', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '250');
    nextMorning();
    await t.app.platform.jobs.runDue('proof.daily');
    const root = await superadmin(t);
    const finance = await adminOfRole(t, root, 'finance');
    const support = await adminOfRole(t, root, 'support');
    const view = dataOf(await call<{ day: string; assets: ProofCoverage[] }>(t.app, 'GET', 'admin/proof', undefined, { token: finance.token }));
    expect(view.day).toBe('2026-11-23');
    const usdt = view.assets.find((a) => a.asset === 'USDT');
    expect(usdt).toMatchObject({ liabilities: '250', leaves: 1, users_now: '250' });
    expect(Number(usdt?.inflow)).toBeGreaterThanOrEqual(250);
    expect(usdt?.covered).toBe(true);
    expect((await call(t.app, 'GET', 'admin/proof', undefined, { token: support.token })).status).toBe(403);
    expect((await call(t.app, 'GET', 'admin/proof', undefined, { token: u.token })).status).toBe(401);
  });
});

describe('proof job with two app instances on one database', () => {
  it('publishes each day once when both processes run the job', async () => {
    const shared = await createSharedTestApps(2);
    try {
      const [a, b] = shared.apps as [TestApp['app'], TestApp['app']];
      const users = await Promise.all([registerUser(a), registerUser(b)]);
      for (const u of users) await fund(a, u.id, 'USDT', '42');
      for (let day = 0; day < 3; day += 1) {
        shared.clock.advance(DAY);
        const runs = [() => a.platform.jobs.runDue('proof.daily'), () => b.platform.jobs.runDue('proof.daily')];
        const outcomes = dialectUnderTest === 'postgres' ? await Promise.all(runs.map((r) => r())) : [await runs[0]?.(), await runs[1]?.()];
        expect(outcomes.flat().length).toBe(1);
      }
      const rows = await a.platform.db.selectFrom('proof_roots').select(['day', 'asset', 'total_atoms']).orderBy('day').execute();
      expect(rows.map((r) => [r.day, r.asset, BigInt(r.total_atoms)])).toEqual([
        ['2026-11-23', 'USDT', parseAmount('84')], ['2026-11-24', 'USDT', parseAmount('84')], ['2026-11-25', 'USDT', parseAmount('84')],
      ]);
      const secrets = await a.platform.db.selectFrom('proof_secrets').select('secret_sealed').execute();
      expect(secrets).toHaveLength(2);
      for (const s of secrets) expect(s.secret_sealed.startsWith('enc1:')).toBe(true);
    } finally {
      await shared.close();
    }
  }, 120_000);
});
