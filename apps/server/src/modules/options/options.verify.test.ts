import { parseAmount as p, payoutOf, type OptionVerification } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { Prng } from '../market/index.js';
import { buy, fundOptions, tick } from './options.testkit.js';

describe('options verification', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await app.app.services.options.money.fundPlatform(['demo']);
    const u = await registerUser(app.app);
    await fundOptions(app.app, u.id, '100000', 'demo');
    return u;
  }, (app, u) => { t = app; user = u; });

  it('recomputes every settlement of a random run from the cited ticks, and agrees with an independent count', async () => {
    const rng = new Prng(20261126);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]!;
    let price = 100_000;
    const bought: { id: number; direction: string; stake: bigint; open: number; durationMs: number; at: number }[] = [];
    for (let step = 0; step < 120; step++) {
      // The feed ticks every second (sometimes twice, sometimes not at all: outages make void orders).
      if (rng.next() > 0.08) {
        price = Math.max(1, price + Math.round((rng.next() - 0.5) * 6) * 0.5);
        await tick(t.app, t.clock.now(), { BTC: price.toFixed(2) });
      }
      if (rng.next() < 0.3 && step < 100) {
        try {
          const o = await buy(t.app, user.id, { direction: pick(['rise', 'fall', 'even']), seconds: pick(['60', '120']), amount: String(10 + Math.floor(rng.next() * 90)) }, 'demo');
          bought.push({ id: o.id, direction: o.direction, stake: p(o.stake), open: Number(o.open_price), durationMs: o.seconds * 1000, at: o.open_time });
        } catch (e) {
          expect((e as { key?: string }).key).toBe('option_price_unavailable');
        }
      }
      t.clock.advance(1000);
      await t.app.platform.jobs.runDue('options.settle');
    }
    for (let i = 0; i < 200; i++) { t.clock.advance(1000); await tick(t.app, t.clock.now(), { BTC: price.toFixed(2) }); }
    await t.app.platform.jobs.runDue('options.settle');
    expect(bought.length).toBeGreaterThan(15);
    const results = new Set<string>();
    for (const b of bought) {
      const v = (await call<OptionVerification>(t.app, 'GET', `option/verify/${b.id}`)).body.data!;
      expect(v.matches).toBe(true);
      expect(v.status).not.toBe('open');
      results.add(v.stored.result ?? 'open');
      // Independently: compare the two cited prices in cents.
      if (v.close_tick) {
        const [o, c] = [Math.round(Number(v.open_tick.price) * 100), Math.round(Number(v.close_tick.price) * 100)];
        const outcome = c > o ? 'rise' : c < o ? 'fall' : 'even';
        expect(v.recomputed.outcome).toBe(outcome);
        expect(v.close_tick.time).toBeGreaterThanOrEqual(v.close_time);
        expect(v.close_tick.time).toBeLessThanOrEqual(v.close_time + 10_000);
        expect(v.open_tick.time).toBeLessThanOrEqual(v.open_time);
        expect(p(v.recomputed.credited!)).toBe(outcome === b.direction ? payoutOf(b.stake, v.rate_bps) : 0n);
      } else {
        expect(v.recomputed).toMatchObject({ result: 'void', credited: v.stake });
      }
    }
    expect(results.has('win') && results.has('loss')).toBe(true);
  });

  it('a tampered settlement does not match', async () => {
    await tick(t.app, t.clock.now(), { BTC: '100000' });
    const o = await buy(t.app, user.id, {}, 'demo');
    await tick(t.app, o.close_time, { BTC: '99000' });
    t.clock.advance(61_000);
    await t.app.services.options.settlement.run(t.clock.now());
    expect((await t.app.services.options.verify(o.id)).matches).toBe(true);
    await t.app.platform.db.updateTable('option_orders').set({ result: 'win', outcome: 'rise' }).where('id', '=', o.id).execute();
    expect((await t.app.services.options.verify(o.id))).toMatchObject({ matches: false, recomputed: { result: 'loss', outcome: 'fall' } });
  });
});
