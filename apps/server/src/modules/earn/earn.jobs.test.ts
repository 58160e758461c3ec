import { parseAmount as p, type TrustOrder } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import { createSharedTestApps, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { DAY, earnAccount, fundEarn, funding, fundUser, reservedMismatch, subscribe } from './earn.testkit.js';

const payoutsOf = (app: TestApp['app'], orderId: number) =>
  app.platform.db.selectFrom('earn_payouts').select(['day_index', 'day', 'amount_atoms']).where('kind', '=', 'trust').where('order_id', '=', orderId).orderBy('day_index').execute();

describe('earn daily job: once per day per order, catch-up, self-closing products', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    const u = await registerUser(app.app);
    await fundUser(app.app, u.id, '10000');
    return u;
  }, (app, u) => { t = app; user = u; });

  it('after a 3-day outage one run pays the 3 missed days, once, and a rerun pays nothing', async () => {
    await fundEarn(t.app, '1000');
    const o = await subscribe(t.app, user.id, 2, '1000');
    // 30-day product at 0.04 % (0.4 a day). The job ran at 2026-11-23 00:00 (nothing due), then the server was down.
    t.clock.advance(12 * 3_600_000);
    await t.app.platform.jobs.runDue('earn.daily');
    t.clock.advance(3 * DAY + 60_000);
    const outcomes = await t.app.platform.jobs.runDue('earn.daily');
    expect(outcomes.map((x) => [x.status, x.result])).toEqual([['done', 'trust 3, quantify 0, mining 0, U plan 0 days paid']]);
    expect((await payoutsOf(t.app, o.id)).map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    // the same period again (another process, a retry after a crash): no run, and the work itself pays nothing twice
    expect(await t.app.platform.jobs.runDue('earn.daily')).toEqual([]);
    expect(await t.app.services.earn.daily(t.clock.now())).toBe('trust 0, quantify 0, mining 0, U plan 0 days paid');
    expect(await t.app.services.earn.trustPayer.payOrder(o.id, t.clock.now())).toBe(0);
    expect((await t.app.services.earn.trust.orders(user.id, 'en', 'hosting', { limit: 5, offset: 0 })).items[0]).toMatchObject({ days_paid: 3, accrued: '1.2' });
  });

  it('a product closes itself when the earn account cannot cover its promised yields, with a clear message', async () => {
    // exactly one 7-day promise of 1,000 (2.1) in the earn account
    await fundEarn(t.app, '2.1');
    const before = await call<{ products: { id: number; open: boolean; closed_reason: string | null; coverage: { days_covered: number | null } }[] }>(t.app, 'GET', 'lh/deposit/config');
    expect(before.body.data?.products.find((x) => x.id === 1)).toMatchObject({ open: true, closed_reason: null });
    await subscribe(t.app, user.id, 1, '1000');
    const after = await call<{ products: { id: number; open: boolean; closed_reason: string | null; coverage: { balance: string; outstanding: string; daily: string; days_covered: number | null } }[] }>(t.app, 'GET', 'lh/deposit/config');
    expect(after.body.data?.products.find((x) => x.id === 1)).toMatchObject({
      open: false, closed_reason: 'uncovered', coverage: { balance: '2.1', outstanding: '2.1', daily: '0.3', days_covered: 7 },
    });
    const refused = await call<TrustOrder>(t.app, 'POST', 'lh/deposit', { id: 1, amount: '100', agree: '1' }, { token: user.token });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([409, 7604, "New orders are closed: the platform's earn account cannot cover more promised yields of this product right now."]);
    expect(await funding(t.app, user.id)).toEqual({ available: p('9000'), locked: 0n });
    // funding the earn account reopens it
    await fundEarn(t.app, '10');
    const reopened = await call<{ products: { id: number; open: boolean }[] }>(t.app, 'GET', 'lh/deposit/config');
    expect(reopened.body.data?.products.find((x) => x.id === 1)?.open).toBe(true);
  });

  it('100 concurrent subscriptions never over-commit one funding balance', async () => {
    await fundEarn(t.app, '1000000');
    const other = await registerUser(t.app);
    await fundUser(t.app, other.id, '1000');
    const answers = await Promise.all(Array.from({ length: 100 }, () =>
      call(t.app, 'POST', 'lh/deposit', { id: 1, amount: '100', agree: '1' }, { token: other.token })));
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(10);
    for (const a of answers) if (a.body.type !== 'ok') expect([a.status, a.body.code]).toEqual([409, 7609]);
    expect(await funding(t.app, other.id)).toEqual({ available: 0n, locked: 0n });
    expect(await earnAccount(t.app)).toMatchObject({ locked: 10n * p('0.21') });
    expect(await reservedMismatch(t.app)).toEqual([]);
  });

  it('100 concurrent subscriptions never over-commit one product quota', async () => {
    await fundEarn(t.app, '1000000');
    await t.app.platform.db.updateTable('earn_trust_products').set({ quota_atoms: p('1000') }).where('id', '=', 1).execute();
    await fundUser(t.app, user.id, '100000');
    const answers = await Promise.all(Array.from({ length: 100 }, () =>
      call(t.app, 'POST', 'lh/deposit', { id: 1, amount: '100', agree: '1' }, { token: user.token })));
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(10);
    for (const a of answers) if (a.body.type !== 'ok') expect([a.status, a.body.code]).toEqual([409, 7603]);
    const row = await t.app.platform.db.selectFrom('earn_trust_products').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row.quota_used_atoms).toBe(p('1000'));
    expect(await funding(t.app, user.id)).toEqual({ available: p('110000') - p('1000'), locked: 0n });
  });

  it('100 concurrent subscriptions never over-commit the earn account', async () => {
    await fundEarn(t.app, '2.1');
    await fundUser(t.app, user.id, '100000');
    const answers = await Promise.all(Array.from({ length: 100 }, () =>
      call(t.app, 'POST', 'lh/deposit', { id: 1, amount: '100', agree: '1' }, { token: user.token })));
    // each promises 0.21: ten fit in 2.1
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(10);
    for (const a of answers) if (a.body.type !== 'ok') expect(a.body.code).toBe(7604);
    expect(await earnAccount(t.app)).toEqual({ available: 0n, locked: p('2.1') });
  });
});

describe('earn daily job with two app instances on one database', () => {
  it('pays each day of each order once when both processes run the job, and after a restart', async () => {
    const shared = await createSharedTestApps(2);
    try {
      const [a, b] = shared.apps as [TestApp['app'], TestApp['app']];
      await fundEarn(a, '1000000');
      const users = await Promise.all([registerUser(a), registerUser(b)]);
      const orders: number[] = [];
      for (const u of users) {
        await fundUser(a, u.id, '5000');
        for (const id of [1, 2, 3]) orders.push((await subscribe(id % 2 ? a : b, u.id, id, '1000')).id);
      }
      for (let day = 0; day < 10; day += 1) {
        shared.clock.advance(DAY);
        // both processes tick, and each also calls the work directly (as a rerun after a crash would): at once on
        // PostgreSQL; one after the other on a SQLite file (one writer at a time; not how several nodes are run)
        const runs = [() => a.platform.jobs.runDue(), () => b.platform.jobs.runDue(), () => a.services.earn.daily(shared.clock.now()), () => b.services.earn.daily(shared.clock.now())];
        if (dialectUnderTest === 'postgres') await Promise.all(runs.map((r) => r()));
        else for (const r of runs) await r();
      }
      const rows = await a.platform.db.selectFrom('earn_payouts').select(['order_id', 'day_index']).execute();
      const keys = rows.map((r) => `${r.order_id}:${r.day_index}`);
      expect(new Set(keys).size).toBe(keys.length);
      // 7-day orders completed (7 days each); 30- and 90-day orders paid the 9 whole days from 2026-11-23 to 2026-12-02 00:00
      expect(rows.length).toBe(2 * (7 + 9 + 9));
      for (const u of users) {
        expect((await a.services.earn.trust.orders(u.id, 'en', 'completed', { limit: 5, offset: 0 })).items.map((o) => o.accrued)).toEqual(['2.1']);
      }
      expect(await reservedMismatch(a)).toEqual([]);
      expect(await ledgerProblems(a.services.ledger, a.platform.db)).toEqual([]);
    } finally {
      await shared.close();
    }
  }, 120_000);
});
