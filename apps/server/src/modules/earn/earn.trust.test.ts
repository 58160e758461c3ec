import { parseAmount as p, type RedeemOutcome, type TrustOrder } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { failureKey } from '../ledger/ledger.testkit.js';
import { earnAccount, fundEarn, funding, fundUser, reservedMismatch, subscribe, trustAccount, trustMismatch } from './earn.testkit.js';

// The test clock starts at 2026-11-22 12:00 UTC; product 1 is the sample USDT 7-day trust at 0.03 % a day (300 ppm).
describe('trust (lock-up): subscribe, daily interest, maturity, redeem, cancel, top-up', () => {
  let t: TestApp;
  let user: { token: string; id: number };
  moneyTestApp(async (app) => {
    await fundEarn(app.app, '1000000');
    const u = await registerUser(app.app);
    await fundUser(app.app, u.id, '10000');
    return u;
  }, (app, u) => { t = app; user = u; });
  const earn = () => t.app.services.earn;
  const toDay = async (iso: string) => { t.clock.advance(Date.parse(iso) - t.clock.now()); await t.app.platform.jobs.runDue('earn.daily'); };
  const order = async (id: number) => (await earn().trust.orders(user.id, 'en', 'hosting', { limit: 50, offset: 0 })).items.find((o) => o.id === id)
    ?? (await earn().trust.orders(user.id, 'en', 'completed', { limit: 50, offset: 0 })).items.find((o) => o.id === id);

  it('holds the principal, reserves the whole promise, pays each day once and everything at maturity', async () => {
    const o = await subscribe(t.app, user.id, 1, '1000');
    expect(o).toMatchObject({ status: 'pending', principal: '1000', daily_interest: '0.3', expected_interest: '2.1', redeem_penalty: '0' });
    expect(new Date(o.start_at).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(o.maturity_at).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(await funding(t.app, user.id)).toEqual({ available: p('9000'), locked: 0n });
    expect(await trustAccount(t.app, user.id)).toEqual({ available: 0n, locked: p('1000') });
    expect(await earnAccount(t.app)).toEqual({ available: p('1000000') - p('2.1'), locked: p('2.1') });

    await toDay('2026-11-23T23:59:59.999Z');
    expect((await order(o.id))?.days_paid).toBe(0);
    await toDay('2026-11-24T00:00:00.000Z');
    expect(await order(o.id)).toMatchObject({ status: 'hosting', days_paid: 1, accrued: '0.3', redeem_penalty: '0.45' });
    // the job again at the same moment, and the service directly: nothing more
    await t.app.platform.jobs.runDue('earn.daily');
    expect(await earn().daily(t.clock.now())).toMatch(/^trust 0,/);
    expect(await trustAccount(t.app, user.id)).toEqual({ available: 0n, locked: p('1000.3') });

    await toDay('2026-11-30T00:00:00.000Z');
    const done = await order(o.id);
    expect(done).toMatchObject({ status: 'completed', tab: 'completed', days_paid: 7, accrued: '2.1', returned: '1002.1' });
    expect(await funding(t.app, user.id)).toEqual({ available: p('10002.1'), locked: 0n });
    expect(await trustAccount(t.app, user.id)).toEqual({ available: 0n, locked: 0n });
    expect(await earnAccount(t.app)).toEqual({ available: p('1000000') - p('2.1'), locked: 0n });
    const days = await t.app.platform.db.selectFrom('earn_payouts').select(['day', 'amount_atoms']).where('order_id', '=', o.id).orderBy('day_index').execute();
    expect(days.map((d) => d.day)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(await reservedMismatch(t.app)).toEqual([]);
  });

  it('redeems early: 1.5 x one day\'s interest from the principal, accrued interest kept, the rest of the promise freed', async () => {
    const o = await subscribe(t.app, user.id, 1, '1000');
    await toDay('2026-11-25T12:00:00.000Z');
    const res = await call<RedeemOutcome>(t.app, 'POST', 'lh/redeem', { type: 'trust', id: o.id }, { token: user.token });
    expect(res.body.data).toMatchObject({ type: 'trust', penalty: '0.45', returned: '1000.15', trust: { status: 'redeemed', tab: 'redeemed', accrued: '0.6' } });
    expect(await funding(t.app, user.id)).toEqual({ available: p('10000.15'), locked: 0n });
    // the earn account paid 0.6 and got the 0.45 penalty back
    expect(await earnAccount(t.app)).toEqual({ available: p('1000000') - p('0.6') + p('0.45'), locked: 0n });
    expect(await failureKey(earn().trust.redeem(user.id, 'en', o.id))).toBe('earn_not_redeemable');
  });

  it('cancels before interest starts with nothing lost; afterwards a cancel is refused', async () => {
    const a = await subscribe(t.app, user.id, 1, '500');
    const c = await call<TrustOrder>(t.app, 'POST', 'lh/order/cancel', { id: a.id }, { token: user.token });
    expect(c.body.data).toMatchObject({ status: 'cancelled', tab: 'redeemed', returned: '500' });
    expect(await funding(t.app, user.id)).toEqual({ available: p('10000'), locked: 0n });
    const b = await subscribe(t.app, user.id, 1, '500');
    await toDay('2026-11-23T00:00:01.000Z');
    const late = await call(t.app, 'POST', 'lh/order/cancel', { id: b.id }, { token: user.token, lang: 'de' });
    expect([late.status, late.body.code, late.body.message]).toEqual([409, 7611, 'Nur ein Auftrag, dessen Verzinsung noch nicht begonnen hat, kann storniert werden.']);
    const tabs = await call<{ total: number; items: TrustOrder[] }>(t.app, 'GET', 'lh/deposit/order?tab=redeemed', undefined, { token: user.token });
    expect(tabs.body.data?.items.map((i) => i.id)).toEqual([a.id]);
  });

  it('a top-up earns from the next day; its promise is reserved on top', async () => {
    const o = await subscribe(t.app, user.id, 1, '1000');
    await toDay('2026-11-23T12:00:00.000Z');
    const added = await earn().trust.add(user.id, 'en', { id: o.id, amount: '500' }, undefined);
    // day 1 on 1,000 (0.3), days 2-7 on 1,500 (0.45 each): 0.3 + 2.7 = 3
    expect(added).toMatchObject({ principal: '1500', expected_interest: '3' });
    expect(await earnAccount(t.app)).toMatchObject({ locked: p('3') });
    await toDay('2026-11-30T00:00:00.000Z');
    expect(await order(o.id)).toMatchObject({ status: 'completed', accrued: '3', returned: '1503' });
    expect(await funding(t.app, user.id)).toEqual({ available: p('10003'), locked: 0n });
  });

  it('refuses bad input with a translated message and moves nothing', async () => {
    const bad = async (body: Record<string, unknown>, code: number, lang = 'en') => {
      const r = await call(t.app, 'POST', 'lh/deposit', body, { token: user.token, lang });
      expect(r.body.code).toBe(code);
      return r.body.message;
    };
    expect(await bad({ id: 1, amount: '99', agree: '1' }, 7606)).toBe('The amount must be at least 100 USDT.');
    expect(await bad({ id: 1, amount: '100', agree: '0' }, 7608, 'jp')).toBe('サービス契約を読んで同意してください。');
    expect(await bad({ id: 1, amount: '1e3', agree: '1' }, 7605)).toBe('Please enter a valid amount.');
    expect(await bad({ id: 1, amount: '100001', agree: '1' }, 7607)).toBe('The amount must be at most 100000 USDT.');
    expect(await bad({ id: 99, amount: '100', agree: '1' }, 7601)).toBe('This product does not exist.');
    expect(await bad({ id: 1, amount: '20000', agree: '1' }, 7609)).toBe('Insufficient balance in the funding account.');
    expect(await funding(t.app, user.id)).toEqual({ available: p('10000'), locked: 0n });
    expect(await trustMismatch(t.app, user.id)).toBeNull();
  });

  it('demo mode answers the restriction message; reading products needs no sign-in', async () => {
    const r = await call(t.app, 'POST', 'lh/deposit', { id: 1, amount: '100', agree: '1' }, { token: user.token, demo: true });
    expect(r.body.message).toBe('This Action is Restricted on Demo Account.');
    const q = await call(t.app, 'GET', 'lh/getUplan', undefined, { token: user.token, demo: true });
    expect(q.body.message).toBe('This Action is Restricted on Demo Account.');
    const products = await call<{ products: { id: number; open: boolean; name: string; coverage: { days_covered: number | null } }[] }>(t.app, 'GET', 'lh/deposit/config', undefined, { lang: 'zh' });
    expect(products.body.data?.products[0]).toMatchObject({ id: 1, open: true, name: 'USDT 7天信托', coverage: { days_covered: null } });
  });
});
