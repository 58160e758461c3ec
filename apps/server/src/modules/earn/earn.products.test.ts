import { parseAmount as p, quantifyRatePpm, type MiningLease, type QuantifyOrder, type QuantifyOrderDetail, type RedeemOutcome, type UplanState } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { DAY, earnAccount, fundEarn, funding, fundUser, reservedMismatch, trustAccount, trustMismatch } from './earn.testkit.js';

describe('quantify plans, mining rental and the U plan', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await fundEarn(app.app, '1000000');
    await fundEarn(app.app, '10', 'BTC');
    const u = await registerUser(app.app);
    await fundUser(app.app, u.id, '10000');
    return u;
  }, (app, u) => { t = app; user = u; });
  const tick = async (ms: number) => { t.clock.advance(ms); await t.app.platform.jobs.runDue('earn.daily'); };

  it('quantify pays each day the published rule\'s rate, recorded, then returns the amount', async () => {
    // plan 1: USDT 7 days, 0.02 %-0.06 % a day; the top of the range reserved (1000 x 0.06 % x 7 = 4.2)
    const made = await call<QuantifyOrder>(t.app, 'POST', 'lh/send/order', { id: 1, amount: '1000', agree: '1' }, { token: user.token });
    expect(made.body.data).toMatchObject({ status: 'in_progress', amount: '1000', exit_penalty: '28' });
    expect(await earnAccount(t.app)).toMatchObject({ locked: p('4.2') });
    await tick(12 * 3_600_000 + 7 * DAY);
    // (a week later the session has ended: read through the service)
    const d: QuantifyOrderDetail | undefined = await t.app.services.earn.quantify.detail(user.id, 'en', made.body.data?.id ?? 0);
    expect(d?.status).toBe('completed');
    const days = ['2026-11-29', '2026-11-28', '2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23'];
    expect(d?.payouts.map((x) => x.day)).toEqual(days);
    let total = 0n;
    for (const x of d?.payouts ?? []) {
      expect(x.rate_ppm).toBe(quantifyRatePpm(1, x.day, 200, 600));
      expect(p(x.amount)).toBe((p('1000') * BigInt(x.rate_ppm)) / 1_000_000n);
      total += p(x.amount);
    }
    expect(d?.income).toBe(String(Number(total) / 1e8));
    expect(await funding(t.app, user.id)).toEqual({ available: p('10000') + total, locked: 0n });
    expect(await earnAccount(t.app)).toEqual({ available: p('1000000') - total, locked: 0n });
    const plan = await call<{ recent_rates: { day: string; rate_ppm: number }[] }>(t.app, 'GET', 'lh/send/product_info?id=1');
    expect(plan.body.data?.recent_rates.map((r) => r.day)).toEqual(days);
  });

  it('quantify early exit costs ratio x remaining days x amount', async () => {
    const made = await t.app.services.earn.quantify.create(user.id, 'en', { id: 1, amount: '1000', agree: true }, undefined);
    await tick(12 * 3_600_000 + 2 * DAY + 3_600_000);
    const r = await call<RedeemOutcome>(t.app, 'POST', 'lh/redeem', { type: 'quantify', id: made.id }, { token: user.token });
    // 5 days remain: 0.4 % x 5 x 1,000 = 20
    expect(r.body.data).toMatchObject({ type: 'quantify', penalty: '20', returned: '980', quantify: { status: 'early_exit', days_paid: 2 } });
    expect(await earnAccount(t.app)).toMatchObject({ locked: 0n });
    expect(await reservedMismatch(t.app)).toEqual([]);
    const list = await call<{ items: QuantifyOrder[] }>(t.app, 'GET', 'lh/send/order_list?status=early_exit', undefined, { token: user.token });
    expect(list.body.data?.items.map((o) => o.id)).toEqual([made.id]);
  });

  it('mining: the rent goes to platform fees, the output is paid daily in BTC until the lease expires', async () => {
    const r = await call<MiningLease>(t.app, 'POST', 'mining/pay', { id: 1, quantity: '2', agree: '1' }, { token: user.token });
    // machine 1: 500 USDT, 0.00002 BTC a day, 180 days
    expect(r.body.data).toMatchObject({ quantity: 2, price_paid: '1000', daily_output: '0.00004', status: 'active' });
    expect(await funding(t.app, user.id)).toEqual({ available: p('9000'), locked: 0n });
    expect(await earnAccount(t.app, 'BTC')).toMatchObject({ locked: p('0.0072') });
    await tick(12 * 3_600_000 + 3 * DAY);
    expect(await funding(t.app, user.id, 'BTC')).toEqual({ available: p('0.00012'), locked: 0n });
    await tick(200 * DAY);
    const list = await t.app.services.earn.mining.leases(user.id, 'en', undefined, { limit: 5, offset: 0 });
    expect(list.items[0]).toMatchObject({ status: 'expired', days_paid: 180, output_paid: '0.0072' });
    expect(await earnAccount(t.app, 'BTC')).toEqual({ available: p('10') - p('0.0072'), locked: 0n });
    const fresh = await registerUser(t.app);
    const bad = await call(t.app, 'POST', 'mining/pay', { id: 1, quantity: '0', agree: '1' }, { token: fresh.token });
    expect(bad.body.code).toBe(7614);
  });

  it('U plan: sweeps idle funding above the kept amount, pays a day\'s interest each day, gives money back on demand', async () => {
    const on = await call<UplanState>(t.app, 'POST', 'lh/setUplan', { enabled: '1', keep_amount: '2000' }, { token: user.token });
    expect(on.body.data).toMatchObject({ enabled: true, keep_amount: '2000', balance: '8000', product_open: true });
    expect(await funding(t.app, user.id)).toEqual({ available: p('2000'), locked: 0n });
    // the partial first day earns nothing; from 2026-11-23 00:00 the 8,000 earn 0.01 % a day (0.8)
    await tick(12 * 3_600_000);
    await tick(DAY);
    expect((await call<UplanState>(t.app, 'GET', 'lh/getUplan', undefined, { token: user.token })).body.data).toMatchObject({ balance: '8000.8', total_income: '0.8' });
    // a deposit arrives; the next day's sweep takes what is above 2,000
    await fundUser(t.app, user.id, '500');
    await tick(DAY);
    expect(await funding(t.app, user.id)).toEqual({ available: p('2000'), locked: 0n });
    expect((await t.app.services.earn.uplan.state(user.id)).balance).toBe('8501.60008');
    const back = await call<RedeemOutcome>(t.app, 'POST', 'lh/redeem', { type: 'uplan', amount: '1.6' }, { token: user.token });
    expect(back.body.data).toMatchObject({ type: 'uplan', returned: '1.6', penalty: '0' });
    expect(await trustMismatch(t.app, user.id)).toBeNull();
    expect(await reservedMismatch(t.app)).toEqual([]);
    const off = await call<UplanState>(t.app, 'POST', 'lh/setUplan', { enabled: '0' }, { token: user.token });
    expect(off.body.data).toMatchObject({ enabled: false, balance: '0' });
    expect(await trustAccount(t.app, user.id)).toEqual({ available: 0n, locked: 0n });
    expect(await funding(t.app, user.id)).toEqual({ available: p('10501.60008'), locked: 0n });
    expect(await earnAccount(t.app)).toMatchObject({ locked: 0n });
  });
});
