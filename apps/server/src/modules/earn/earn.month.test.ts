import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { AppError } from '../../platform/http/errors.js';
import { DAY, earnAccount, fundEarn, fundUser, reservedMismatch, trustMismatch } from './earn.testkit.js';

/** A small seeded generator (mulberry32), so a failing month can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('earn: ledger invariants after a random month of orders and daily jobs', () => {
  let t: TestApp;
  let users: { id: number }[];
  moneyTestApp(async (app) => {
    await fundEarn(app.app, '50000');
    await fundEarn(app.app, '1', 'BTC');
    const us = [];
    for (let i = 0; i < 4; i += 1) {
      const u = await registerUser(app.app);
      await fundUser(app.app, u.id, '20000');
      us.push(u);
    }
    return us;
  }, (app, us) => { t = app; users = us; });

  it('every yield comes from the earn account, every promise stays reserved, nothing is paid twice', async () => {
    const seed = 20261126;
    const rnd = prng(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const e = t.app.services.earn;
    const allowed = new Set(['earn_uncovered', 'earn_balance_insufficient', 'earn_sold_out', 'earn_not_redeemable', 'earn_not_cancellable', 'earn_not_addable',
      'earn_amount_above_max', 'earn_amount_below_min', 'earn_uplan_short', 'earn_busy']);
    const tryIt = async (work: () => Promise<unknown>) => {
      try { await work(); } catch (err) { if (!(err instanceof AppError && allowed.has(err.key))) throw err; }
    };
    const earn0 = await earnAccount(t.app);
    for (let hour = 0; hour < 31 * 24; hour += 1 + Math.floor(rnd() * 9)) {
      t.clock.advance(3_600_000 * (1 + Math.floor(rnd() * 9)));
      const u = pick(users).id;
      const amount = String(100 + Math.floor(rnd() * 2000));
      const action = Math.floor(rnd() * 9);
      const trustIds = (await t.app.platform.db.selectFrom('earn_trust_orders').select('id').where('user_id', '=', u).where('status', '=', 'hosting').execute()).map((r) => r.id);
      const quantIds = (await t.app.platform.db.selectFrom('earn_quantify_orders').select('id').where('user_id', '=', u).where('status', '=', 'in_progress').execute()).map((r) => r.id);
      if (action === 0 || action === 1) await tryIt(() => e.trust.subscribe(u, 'en', { id: pick([1, 2, 3]), amount: action === 0 ? amount : '600', agree: true }, undefined));
      else if (action === 2) await tryIt(() => e.quantify.create(u, 'en', { id: pick([1, 2]), amount: String(500 + Math.floor(rnd() * 1000)), agree: true }, undefined));
      else if (action === 3) await tryIt(() => e.mining.rent(u, 'en', { id: pick([1, 2]), quantity: '1', agree: true }, undefined));
      else if (action === 4 && trustIds.length) await tryIt(() => e.trust.redeem(u, 'en', pick(trustIds)));
      else if (action === 5 && trustIds.length) await tryIt(() => e.trust.add(u, 'en', { id: pick(trustIds), amount: '100' }, undefined));
      else if (action === 6 && quantIds.length) await tryIt(() => e.quantify.exit(u, 'en', pick(quantIds)));
      else if (action === 7) await tryIt(() => e.uplan.set(u, rnd() < 0.7, String(Math.floor(rnd() * 5000))));
      else if (action === 8) await tryIt(() => e.uplan.redeem(u, rnd() < 0.5 ? undefined : '10'));
      await t.app.platform.jobs.runDue('earn.daily');
    }
    t.clock.advance(400 * DAY);
    await t.app.platform.jobs.runDue('earn.daily');

    const db = t.app.platform.db;
    expect(await reservedMismatch(t.app)).toEqual([]);
    for (const u of users) expect(await trustMismatch(t.app, u.id)).toBeNull();
    // no (kind, order, day) twice, and every payout has its ledger entry
    const payouts = await db.selectFrom('earn_payouts').selectAll().execute();
    expect(new Set(payouts.map((x) => `${x.kind}:${x.order_id}:${x.day_index}`)).size).toBe(payouts.length);
    const usdtPaid = payouts.filter((x) => x.coin === 'USDT').reduce((s, x) => s + x.amount_atoms, 0n);
    // the earn account lost exactly the yields paid, less the penalties it got back
    const penalties = [
      ...(await db.selectFrom('earn_trust_orders').select('penalty_atoms').execute()),
      ...(await db.selectFrom('earn_quantify_orders').select('penalty_atoms').execute()),
    ].reduce((s, x) => s + x.penalty_atoms, 0n);
    const earn1 = await earnAccount(t.app);
    expect(earn0.available + earn0.locked - usdtPaid + penalties).toBe(earn1.available + earn1.locked);
    // 400 days later every order and lease has ended; only U plan reservations may remain
    expect(await db.selectFrom('earn_trust_orders').select('id').where('status', '=', 'hosting').execute()).toEqual([]);
    expect(await db.selectFrom('earn_mining_leases').select('id').where('status', '=', 'active').execute()).toEqual([]);
    expect(payouts.length).toBeGreaterThan(50);
    expect(usdtPaid).toBeGreaterThan(p('1'));
  }, 300_000);
});
