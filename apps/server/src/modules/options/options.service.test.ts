import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { grantKyc } from '../kyc/kyc.testkit.js';
import { buy, fundOptions, optionsBalance, orderRow, poolBalance, tick } from './options.testkit.js';

describe('options: buying and settling at the edges of the rule', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await app.app.services.options.money.fundPlatform(['real', 'demo']);
    await tick(app.app, app.clock.now(), { BTC: '100000.00', ETH: '3000' });
    const u = await registerUser(app.app);
    await grantKyc(app.app, u.id, 'basic');
    await fundOptions(app.app, u.id, '1000');
    return u;
  }, (app, u) => { t = app; user = u; });
  const settle = () => t.app.services.options.settlement.run(t.clock.now());

  it('fixes the open price from the last tick at or before the open time, locks the stake and reserves the profit', async () => {
    t.clock.advance(500);
    const o = await buy(t.app, user.id, { amount: '100' });
    expect(o).toMatchObject({ status: 'open', open_price: '100000', stake: '100', payout: '180', rate_bps: 8000, result: null });
    expect(o.close_time - o.open_time).toBe(60_000);
    expect(await optionsBalance(t.app, user.id)).toEqual({ available: p('900'), locked: p('100') });
    expect((await poolBalance(t.app)).locked).toBe(p('80'));
  });

  it('rise wins on the first tick at exactly the close time, not on an earlier or a later one; pays stake x (1 + rate)', async () => {
    const o = await buy(t.app, user.id, {});
    await tick(t.app, o.close_time - 1, { BTC: '90000' });
    await tick(t.app, o.close_time, { BTC: '100000.01' });
    await tick(t.app, o.close_time + 1, { BTC: '80000' });
    t.clock.advance(60_000);
    expect(await settle()).toBe(1);
    const r = await orderRow(t.app, o.id);
    expect(r).toMatchObject({ status: 'settled', result: 'win', outcome: 'rise', close_atoms: p('100000.01') });
    expect(await optionsBalance(t.app, user.id)).toEqual({ available: p('1080'), locked: 0n });
    expect(await poolBalance(t.app)).toEqual({ available: p('1000000') - p('80'), locked: 0n });
  });

  it('even at the tick size: a difference below the tick size is even (even wins, rise and fall lose)', async () => {
    const even = await buy(t.app, user.id, { direction: 'even' });
    const rise = await buy(t.app, user.id, { direction: 'rise' });
    const fall = await buy(t.app, user.id, { direction: 'fall' });
    // BTC has 2 price places: 100000.004 is 100000.00 at the tick size.
    await tick(t.app, even.close_time + 3, { BTC: '100000.004' });
    t.clock.advance(61_000);
    expect(await settle()).toBe(3);
    expect((await orderRow(t.app, even.id))).toMatchObject({ result: 'win', outcome: 'even' });
    expect((await orderRow(t.app, rise.id))).toMatchObject({ result: 'loss', outcome: 'even' });
    expect((await orderRow(t.app, fall.id))).toMatchObject({ result: 'loss', outcome: 'even' });
    // 1000 - 300 staked + 180 back; the two losing stakes (and their reserves) are the platform's.
    expect(await optionsBalance(t.app, user.id)).toEqual({ available: p('880'), locked: 0n });
    expect(await poolBalance(t.app)).toEqual({ available: p('1000000') + p('200') - p('80'), locked: 0n });
  });

  it('a fall loses when the price rises', async () => {
    const o = await buy(t.app, user.id, { direction: 'fall' });
    await tick(t.app, o.close_time + 1, { BTC: '100001' });
    t.clock.advance(61_000);
    await settle();
    expect(await orderRow(t.app, o.id)).toMatchObject({ result: 'loss', outcome: 'rise' });
    expect(await optionsBalance(t.app, user.id)).toEqual({ available: p('900'), locked: 0n });
  });

  it('no tick within 10 s of the close time: void, the stake returned, never settled on a later tick', async () => {
    const o = await buy(t.app, user.id, {});
    t.clock.advance(60_000 + 10_000);
    expect(await settle()).toBe(0); // still waiting: a tick of the window may still be written
    await tick(t.app, o.close_time + 10_001, { BTC: '200000' });
    t.clock.advance(3_000);
    expect(await settle()).toBe(1);
    expect(await orderRow(t.app, o.id)).toMatchObject({ status: 'void', result: 'void', outcome: null, close_tick_id: null });
    expect(await optionsBalance(t.app, user.id)).toEqual({ available: p('1000'), locked: 0n });
    expect(await poolBalance(t.app)).toEqual({ available: p('1000000'), locked: 0n });
  });

  it('a tick at exactly close time + 10 s still settles', async () => {
    const o = await buy(t.app, user.id, { direction: 'fall' });
    await tick(t.app, o.close_time + 10_000, { BTC: '99999' });
    t.clock.advance(75_000);
    expect(await settle()).toBe(1);
    expect(await orderRow(t.app, o.id)).toMatchObject({ status: 'settled', result: 'win', outcome: 'fall' });
  });

  it('running the settlement twice (and the job twice) pays once; both ticks are cited', async () => {
    const o = await buy(t.app, user.id, {});
    await tick(t.app, o.close_time + 5, { BTC: '100100' });
    t.clock.advance(61_000);
    const [a, b] = await Promise.all([settle(), settle()]);
    expect(a + b).toBe(1);
    expect(await settle()).toBe(0);
    await t.app.platform.jobs.runDue('options.settle');
    expect(await optionsBalance(t.app, user.id)).toEqual({ available: p('1080'), locked: 0n });
    const entries = await t.app.platform.db.selectFrom('ledger_entries').select('ref').where('ref', 'like', `option:${o.id}:%`).execute();
    expect(entries.map((e) => e.ref).sort()).toEqual([`option:${o.id}:buy`, `option:${o.id}:reserve`, `option:${o.id}:settle`]);
    const cited = await t.app.services.market.citedTicks(`option:${o.id}:`);
    expect(cited.map((c) => c.subject).sort()).toEqual([`option:${o.id}:close`, `option:${o.id}:open`]);
  });

  it('terms are copied at buying: an operator edit applies to new orders only', async () => {
    const before = await buy(t.app, user.id, {});
    await t.app.services.options.products.editDuration(60, { rate_bps: 5000 }, 1);
    const after = await buy(t.app, user.id, {});
    expect([before.rate_bps, before.payout, after.rate_bps, after.payout]).toEqual([8000, '180', 5000, '150']);
  });

  it('cancel is always refused: the open tick was fixed when the order was bought', async () => {
    const o = await buy(t.app, user.id, {});
    await expect(t.app.services.options.cancel(user.id, 'real', o.id)).rejects.toMatchObject({ key: 'option_cancel_closed' });
    await expect(t.app.services.options.cancel(user.id, 'demo', o.id)).rejects.toMatchObject({ key: 'option_not_found' });
  });
});
