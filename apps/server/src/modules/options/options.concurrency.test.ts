import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { createSharedTestApps, createTestApp, dialectUnderTest } from '../../test/harness.js';
import { grantKyc } from '../kyc/kyc.testkit.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { buy, fundOptions, optionsBalance, tick } from './options.testkit.js';

describe('options under concurrency, several processes and a restart', () => {
  it('100 concurrent buys against one balance never overdraw it', async () => {
    const t = await createTestApp();
    try {
      await t.app.services.options.money.fundPlatform(['real']);
      await tick(t.app, t.clock.now(), { BTC: '100000' });
      const u = await registerUser(t.app);
      await grantKyc(t.app, u.id, 'basic');
      await fundOptions(t.app, u.id, '1000');
      const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) =>
        buy(t.app, u.id, { amount: '30', direction: ['rise', 'fall', 'even'][i % 3]! })));
      const ok = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as { key?: string });
      expect(ok).toBe(33);
      expect(new Set(refused.map((r) => r.key))).toEqual(new Set(['option_balance_insufficient']));
      expect(await optionsBalance(t.app, u.id)).toEqual({ available: p('10'), locked: p('990') });
      expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('two app instances on one database settle every order once; a restart across the close time settles from stored ticks', async () => {
    const { apps, clock, close } = await createSharedTestApps(2);
    const [a, b] = apps as [typeof apps[0], typeof apps[0]];
    try {
      await a.start();
      await b.start();
      await tick(a, clock.now(), { BTC: '100000' });
      const users = [];
      for (let i = 0; i < 3; i++) {
        const u = await registerUser(a);
        await grantKyc(a, u.id, 'basic');
        await fundOptions(a, u.id, '1000');
        users.push(u);
      }
      const orders = [];
      for (const u of users) for (const direction of ['rise', 'fall', 'even']) orders.push(await buy(a, u.id, { direction }));
      // The close passes while no job runs (both processes "down"); the feed stored its ticks meanwhile.
      const closeTime = orders[0]!.close_time;
      await tick(b, closeTime + 250, { BTC: '100500' });
      clock.advance(90_000);
      const runs = [() => a.platform.jobs.runDue('options.settle'), () => b.platform.jobs.runDue('options.settle'),
        () => a.services.options.settlement.run(clock.now()), () => b.services.options.settlement.run(clock.now())];
      // PostgreSQL: all at once, as two API nodes would. SQLite serves one process (a second writer waits or is refused), so in turn.
      if (dialectUnderTest === 'postgres') await Promise.all(runs.map((r) => r()));
      else for (const r of runs) await r();
      const rows = await a.platform.db.selectFrom('option_orders').selectAll().execute();
      expect(rows.every((r) => r.status === 'settled' && r.close_atoms === p('100500'))).toBe(true);
      const settles = await a.platform.db.selectFrom('ledger_entries').select('ref').where('ref', 'like', 'option:%:settle').execute();
      // One entry per user, symbol and result: each user's rise won, the fall and the even lost (one entry for both).
      expect(settles).toHaveLength(6);
      // Each user: 300 staked, the rise (stake 100, payout 180) won.
      for (const u of users) expect(await optionsBalance(a, u.id)).toEqual({ available: p('880'), locked: 0n });
      expect(await ledgerProblems(a.services.ledger, a.platform.db)).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
  it('downtime across the close time: ten minutes later the orders settle from the stored ticks, not from later ones', async () => {
    const t = await createTestApp();
    try {
      await t.app.start();
      await tick(t.app, t.clock.now(), { BTC: '100000' });
      const u = await registerUser(t.app);
      await grantKyc(t.app, u.id, 'basic');
      await fundOptions(t.app, u.id, '1000');
      const rise = await buy(t.app, u.id, { direction: 'rise' });
      const fall = await buy(t.app, u.id, { direction: 'fall' });
      await tick(t.app, rise.close_time - 1, { BTC: '90000' });
      // No settlement runs from here: the feed's ticks are stored and ten minutes pass before the job runs again.
      await tick(t.app, rise.close_time + 1_500, { BTC: '100200' });
      await tick(t.app, rise.close_time + 4_000, { BTC: '80000' });
      t.clock.advance(600_000);
      await t.app.platform.jobs.runDue('options.settle');
      const rows = await t.app.platform.db.selectFrom('option_orders').select(['id', 'status', 'result', 'close_atoms']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: rise.id, status: 'settled', result: 'win', close_atoms: p('100200') },
        { id: fall.id, status: 'settled', result: 'loss', close_atoms: p('100200') },
      ]);
      expect(await optionsBalance(t.app, u.id)).toEqual({ available: p('980'), locked: 0n });
      expect(await t.app.services.options.settlement.run(t.clock.now())).toBe(0);
      expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120_000);
});
