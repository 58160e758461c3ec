import { describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { PAY_PASSWORD, bookAddress, setPayPassword } from '../withdrawals/withdrawals.testkit.js';
import { approveAdvancedKyc, approveBasicKyc, bindCard, usdtOf } from './bank.testkit.js';

type Record = { id: number; amount: string; fee: string; total: string; currency: string; rate: string; fiat_amount: string; status: string; card_tail: string };

let t: TestApp;
let alice: { token: string; id: number };
let card: number;
moneyTestApp(async (app) => {
  const user = await registerUser(app.app);
  await setPayPassword(app.app, user.id);
  await approveBasicKyc(app.app, user.id);
  await fund(app.app, user.id, 'USDT', '100000');
  return { user, card: await bindCard(app.app, user.id) };
}, (app, p) => { t = app; alice = p.user; card = p.card; });

const withdraw = (body: { [k: string]: string | number }, token = alice.token) =>
  call<Record>(t.app, 'POST', 'bank/withdraw', { pay_password: PAY_PASSWORD, ...body }, { token });

describe('bank withdrawal requests', () => {
  it('holds amount + fee in the funding account in one entry by the user, at the published rate', async () => {
    const res = await withdraw({ card_id: card, amount: '1000', currency: 'EUR' });
    expect(res.body.data).toMatchObject({
      amount: '1000', fee: '5', total: '1005', currency: 'EUR', rate: '0.92', fiat_amount: '920', status: 'processing', card_tail: '7890',
    });
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 98995_00000000n, locked: 1005_00000000n });
    const entries = await t.app.platform.db.selectFrom('ledger_entries').select(['reason', 'actor_type', 'actor_id'])
      .where('ref', '=', `bank_withdrawal:${res.body.data?.id}:lock`).execute();
    expect(entries).toEqual([{ reason: 'bank_withdrawal_request', actor_type: 'user', actor_id: alice.id }]);
  });

  it("charges the minimum fee on small amounts and pays in the card's currency by default, rounded down to its places", async () => {
    const jpy = await bindCard(t.app, alice.id, { card_number: '1234567890', currency: 'JPY' });
    const res = await withdraw({ card_id: jpy, amount: '10.00999999' });
    expect(res.body.data).toMatchObject({ amount: '10.00999999', fee: '1', currency: 'JPY', fiat_amount: '1501' });
    expect((await withdraw({ card_id: card, amount: '10' })).body.data).toMatchObject({ currency: 'USD', fiat_amount: '10' });
  });

  it('refuses a missing card, a foreign card, small or malformed amounts and an unavailable currency', async () => {
    expect((await withdraw({ amount: '100' })).body).toMatchObject({ code: 7409 });
    const bob = await registerUser(t.app);
    await setPayPassword(t.app, bob.id);
    expect((await withdraw({ card_id: card, amount: '100' }, bob.token)).body).toMatchObject({ code: 7408 });
    expect((await withdraw({ card_id: card, amount: '9.99' })).body).toMatchObject({ code: 7411, message: 'The amount is less than the minimum (10 USDT).' });
    for (const amount of ['', 'abc', '-5', '1e3', '10.000000001']) expect((await withdraw({ card_id: card, amount })).body.type, amount).toBe('error');
    expect((await withdraw({ card_id: card, amount: '100', currency: 'XYZ' })).body).toMatchObject({ code: 7410 });
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 100000_00000000n, locked: 0n });
  });

  it('asks the fund password, counting wrong tries', async () => {
    const res = await withdraw({ card_id: card, amount: '100', pay_password: '000000' });
    expect(res.body).toMatchObject({ code: 6301 });
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 100000_00000000n, locked: 0n });
  });

  it('asks for advanced KYC once the day passes the KYC threshold (2,000 USDT), counting earlier bank requests', async () => {
    expect((await withdraw({ card_id: card, amount: '1500' })).body.type).toBe('ok');
    const over = await withdraw({ card_id: card, amount: '500.00000001' });
    expect(over.body).toMatchObject({ code: 7204 });
    expect((await withdraw({ card_id: card, amount: '500' })).body.type).toBe('ok');
    await approveAdvancedKyc(t.app, alice.id);
    expect((await withdraw({ card_id: card, amount: '5000' })).body.type).toBe('ok');
  });

  it('the KYC threshold counts the day of both channels: crypto withdrawals and bank withdrawals of USDT together', async () => {
    const trc = await bookAddress(t.app, alice.id, 'USDT', 'TRC20');
    const crypto = (amount: string) => call(t.app, 'POST', 'wallet/out', { address_id: trc, amount, pay_password: PAY_PASSWORD }, { token: alice.token });
    expect((await crypto('1500')).body.type).toBe('ok');
    expect((await withdraw({ card_id: card, amount: '500.00000001' })).body).toMatchObject({ code: 7204 });
    expect((await withdraw({ card_id: card, amount: '400' })).body.type).toBe('ok');
    expect((await crypto('100.00000001')).body).toMatchObject({ code: 7204 });
    expect((await crypto('100')).body.type).toBe('ok');
  });

  it('crypto and bank requests at the same instant never pass the KYC threshold together (13 of 20 x 150 USDT)', async () => {
    const trc = await bookAddress(t.app, alice.id, 'USDT', 'TRC20');
    const crypto = () => call(t.app, 'POST', 'wallet/out', { address_id: trc, amount: '150', pay_password: PAY_PASSWORD }, { token: alice.token });
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, crypto),
      ...Array.from({ length: 17 }, () => withdraw({ card_id: card, amount: '150' })),
    ]);
    expect(answers.filter((a) => a.body.type === 'ok')).toHaveLength(13);
    expect(answers.filter((a) => a.body.type !== 'ok').map((a) => a.body.code)).toEqual(Array.from({ length: 7 }, () => 7204));
  });

  it('holds the daily limit of 50,000 USDT a UTC day, and the next day opens a new one', async () => {
    await approveAdvancedKyc(t.app, alice.id);
    expect((await withdraw({ card_id: card, amount: '30000' })).body.type).toBe('ok');
    const over = await withdraw({ card_id: card, amount: '20000.00000001' });
    expect(over.body).toMatchObject({ code: 7412, message: 'Bank withdrawals are limited to 50000 USDT a day (UTC); 20000 USDT is left today.' });
    expect((await withdraw({ card_id: card, amount: '20000' })).body.type).toBe('ok');
    const info = await call<{ remaining_today: string; used_today: string }>(t.app, 'GET', 'bank/withdraw_info', undefined, { token: alice.token });
    expect(info.body.data).toMatchObject({ used_today: '50000', remaining_today: '0' });
    t.clock.advance(24 * 3_600_000);
    await fund(t.app, alice.id, 'USDT', '100');
    expect((await withdraw({ card_id: card, amount: '10' })).body.type).toBe('ok');
  });

  it('a refused request (insufficient balance) gives its share of the day back', async () => {
    const bob = await registerUser(t.app);
    await setPayPassword(t.app, bob.id);
    await approveBasicKyc(t.app, bob.id);
    await fund(t.app, bob.id, 'USDT', '30');
    const bobs = await bindCard(t.app, bob.id);
    expect((await withdraw({ card_id: bobs, amount: '30' }, bob.token)).body).toMatchObject({ code: 3001 });
    const info = await call<{ used_today: string }>(t.app, 'GET', 'bank/withdraw_info', undefined, { token: bob.token });
    expect(info.body.data?.used_today).toBe('0');
  });

  it('one idempotency key, one withdrawal', async () => {
    const a = await call<Record>(t.app, 'POST', 'bank/withdraw', { card_id: card, amount: '100', pay_password: PAY_PASSWORD }, { token: alice.token, headers: { 'idempotency-key': 'bank-key-1' } });
    const b = await call<Record>(t.app, 'POST', 'bank/withdraw', { card_id: card, amount: '100', pay_password: PAY_PASSWORD }, { token: alice.token, headers: { 'idempotency-key': 'bank-key-1' } });
    expect(a.body.type, JSON.stringify(a.body)).toBe('ok');
    expect(b.body.data?.id).toBe(a.body.data?.id);
    expect(await usdtOf(t.app, alice.id)).toEqual({ available: 99899_00000000n, locked: 101_00000000n });
  });

  it('lists the records newest first and the withdraw page terms; demo is restricted', async () => {
    await withdraw({ card_id: card, amount: '10' });
    await withdraw({ card_id: card, amount: '20' });
    const records = await call<{ total: number; items: Record[] }>(t.app, 'GET', 'bank/withdrawals', undefined, { token: alice.token });
    expect(records.body.data?.items.map((r) => r.amount)).toEqual(['20', '10']);
    const info = await call<{ fee_bps: number; min_amount: string; cards: unknown[]; rates: { code: string }[] }>(t.app, 'GET', 'bank/withdraw_info', undefined, { token: alice.token });
    expect(info.body.data).toMatchObject({ fee_bps: 50, min_amount: '10', fee_min: '1', available: '99968', daily_limit: '50000' });
    expect(info.body.data?.cards).toHaveLength(1);
    expect(info.body.data?.rates.map((r) => r.code)).toContain('EUR');
    const demo = await call(t.app, 'POST', 'bank/withdraw', { card_id: card, amount: '10', pay_password: PAY_PASSWORD }, { token: alice.token, demo: true });
    expect(demo.body.message).toBe('This Action is Restricted on Demo Account.');
  });
});
