import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { createTestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { FUNDING_INTERVAL_MS as H8 } from './futures.defaults.js';
import { feed, fundFutures, open } from './futures.testkit.js';

describe('funding after downtime', () => {
  it('a 3-period outage of the job charges the 3 periods once, each from the positions open at its start', async () => {
    const t = await createTestApp();
    try {
      await t.app.services.futures.start(['real']);
      const to = (time: number): void => t.clock.advance(time - t.clock.now());
      // Just after a period start.
      to(Math.ceil(t.clock.now() / H8) * H8 + 60_000);
      const p0 = t.clock.now() - 60_000;
      await feed(t.app, t.clock.now(), { BTC: '100000' });
      const a = await registerUser(t.app);
      const b = await registerUser(t.app);
      await fundFutures(t.app, a.id, '1000');
      await fundFutures(t.app, b.id, '1000');
      const long = await open(t.app, a.id, { lots: '10' });
      await t.app.platform.jobs.runDue();
      const payments = async (id: number) => (await t.app.platform.db.selectFrom('futures_funding_payments as p')
        .innerJoin('futures_funding_rates as r', 'r.id', 'p.rate_id').select(['r.period_start', 'p.amount_atoms'])
        .where('p.position_id', '=', id).orderBy('r.period_start').execute()).map((x) => [Number(x.period_start), x.amount_atoms]);
      // Only longs: they pay 300 ppm of 1,000 USDT = 0.3 USDT a period.
      expect(await payments(long.id)).toEqual([[p0, -30_000_000n]]);

      // The job does not run for three periods (p1, p2, p3); prices move meanwhile and a short opens after p1.
      to(p0 + H8 - 1000);
      await feed(t.app, t.clock.now(), { BTC: '110000' }); // the mark at p1
      to(p0 + H8 + 3_600_000);
      const short = await open(t.app, b.id, { side: 'short', lots: '4' });
      to(p0 + 3 * H8 + 60_000);
      await t.app.platform.jobs.runDue();
      // p1: only the long (1,100 USDT at 110,000): 300 ppm = 0.33. p2 and p3 (mark 110,000): long 1,100 vs short 440,
      // rate 300 x 660/1540 = 128 ppm (rounded down), the long pays 0.1408, the short receives 0.05632.
      expect(await payments(long.id)).toEqual([[p0, -30_000_000n], [p0 + H8, -33_000_000n], [p0 + 2 * H8, -14_080_000n], [p0 + 3 * H8, -14_080_000n]]);
      expect(await payments(short.id)).toEqual([[p0 + 2 * H8, 5_632_000n], [p0 + 3 * H8, 5_632_000n]]);

      // Running again charges nothing twice.
      await t.app.platform.jobs.runDue();
      await t.app.services.futures.funding.catchUp(p0, p0 + 3 * H8);
      expect((await payments(long.id)).length).toBe(4);
      expect((await payments(short.id)).length).toBe(2);
      expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
