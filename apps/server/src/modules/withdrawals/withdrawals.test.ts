import { describe, expect, it } from 'vitest';
import { call, registerUser, type Reply } from '../../test/client.js';
import { moneyTestApp } from '../../test/fixtures.js';
import type { TestApp } from '../../test/harness.js';
import { fund } from '../spot/spot.testkit.js';
import { PAY_PASSWORD, bookAddress, fundingOf, setPayPassword } from './withdrawals.testkit.js';
import type { WithdrawalView } from './withdrawals.views.js';

let t: TestApp;
let alice: { token: string; id: number };
let trc: number;
moneyTestApp(async (app) => {
  const user = await registerUser(app.app);
  await setPayPassword(app.app, user.id);
  return { user, address: await bookAddress(app.app, user.id, 'USDT', 'TRC20') };
}, (app, p) => { t = app; alice = p.user; trc = p.address; });

const out = (body: Record<string, unknown>, o: { token?: string; demo?: boolean; headers?: Record<string, string> } = {}): Promise<Reply<WithdrawalView>> =>
  call<WithdrawalView>(t.app, 'POST', 'wallet/out', definedOnly({ address_id: trc, pay_password: PAY_PASSWORD, ...body }), { token: o.token ?? alice.token, demo: o.demo ?? false, ...(o.headers ? { headers: o.headers } : {}) });

/** A form body sends every field as text: a field set to undefined is left out instead of sent as "undefined". */
const definedOnly = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));

function refused(res: Reply, code: number, message: string): void {
  expect(res.body).toEqual({ type: 'error', code, message });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
}

describe('wallet/withdrawal_currency', () => {
  it('lists each coin with networks, minimum, fee rate, switch and the available funding balance, with the day limit and arrival time', async () => {
    await fund(t.app, alice.id, 'USDT', '250.5');
    const res = await call<{ daily_limit: number; used_today: number; remaining_today: number; arrival_hours: number; coins: Record<string, unknown>[] }>(
      t.app, 'POST', 'wallet/withdrawal_currency', {}, { token: alice.token });
    const data = res.body.data;
    expect(data).toMatchObject({ daily_limit: 3, used_today: 0, remaining_today: 3, arrival_hours: 12 });
    expect(data?.coins.map((c) => c.coin)).toEqual(['BTC', 'ETH', 'USDT', 'USDC']);
    expect(data?.coins.find((c) => c.coin === 'USDT')).toEqual({
      currency_id: 3, coin: 'USDT', name: 'Tether USD', decimals: 8, withdraw_enabled: true, networks: ['ERC20', 'TRC20', 'OMNI'],
      min_withdraw: '10', fee_bps: 300, fee_rate: '0.03', available: '250.5',
    });
    await out({ amount: '10' });
    const after = await call<{ used_today: number; remaining_today: number; coins: { coin: string; available: string }[] }>(
      t.app, 'GET', 'wallet/withdrawal_currency', undefined, { token: alice.token });
    expect(after.body.data).toMatchObject({ used_today: 1, remaining_today: 2 });
    expect(after.body.data?.coins.find((c) => c.coin === 'USDT')?.available).toBe('240.2');
  });

  it('is restricted on demo accounts', async () => {
    refused(await call(t.app, 'POST', 'wallet/withdrawal_currency', {}, { token: alice.token, demo: true }), 1403, 'This Action is Restricted on Demo Account.');
  });
});

describe('wallet/out', () => {
  it('locks amount + fee (3 %, rounded up to the atom) in the funding account and answers the request as processing', async () => {
    await fund(t.app, alice.id, 'USDT', '100');
    const res = await out({ amount: '10.00000001' });
    expect(res.body.type).toBe('ok');
    // 10.00000001 x 3 % = 0.3000000003: rounded up to 0.30000001.
    expect(res.body.data).toMatchObject({
      currency_id: 3, coin: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      amount: '10.00000001', fee: '0.30000001', total: '10.30000002', status: 'processing', reason: null, tx_hash: null,
    });
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 89_69999998n, locked: 10_30000002n });
    const entry = await t.app.platform.db.selectFrom('ledger_entries').selectAll().where('ref', '=', `withdrawal:${res.body.data?.id}:lock`).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ reason: 'withdrawal_request', actor_type: 'user', actor_id: alice.id });
  });

  it('asks for a withdraw address first, and for a choice when there are several', async () => {
    await fund(t.app, alice.id, 'USDT', '100');
    refused(await out({ address_id: undefined, coin: 'USDC', network: 'ERC20', amount: '10' }), 6303, 'Please set the withdraw address first.');
    refused(await out({ address_id: undefined, coin: 'USDT', network: 'ERC20', amount: '10' }), 6303, 'Please set the withdraw address first.');
    refused(await out({ address_id: undefined, coin: 'USDT', network: 'TRC20', amount: '10' }), 6307, 'Please choose a withdraw address.');
    refused(await out({ address_id: undefined, amount: '10' }), 1001, 'Please check the field: coin.');
    refused(await out({ address_id: 999, amount: '10' }), 6304, 'This withdraw address does not exist.');
    refused(await out({ coin: 'USDC', amount: '10' }), 1001, 'Please check the field: address_id.');
    refused(await out({ network: 'ERC20', amount: '10' }), 1001, 'Please check the field: address_id.');
    expect((await out({ coin: 'USDT', network: 'trc20', amount: '10' })).body.type).toBe('ok');
  });

  it('checks the amount: required, a positive number within the coin places, at or above the minimum, affordable', async () => {
    await fund(t.app, alice.id, 'USDT', '20');
    refused(await out({}), 6310, 'Please enter the amount.');
    for (const amount of ['abc', '0', '-10', '1e3', '10.123456789', '0x10', '10,5', 'NaN', 'Infinity', '9'.repeat(200), ' ', ' 10 ', '00010']) {
      const res = await out({ amount });
      expect(res.status, amount).toBe(422);
      expect([6311, 1001], amount).toContain(res.body.code);
    }
    refused(await out({ amount: '10.123456789' }), 6311, 'The amount must be a positive number with at most 8 decimal places.');
    refused(await out({ amount: '9.99999999' }), 6312, 'Amount is less than the minimum amount (10 USDT).');
    refused(await out({ amount: '19.5' }), 3001, 'Insufficient balance.');
    refused(await out({ amount: '9'.repeat(50) }), 3001, 'Insufficient balance.');
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 20_00000000n, locked: 0n });
    // The most 20 USDT affords: 19.41747572 + fee 0.58252428 (0.5825242716 rounded up) is exactly 20.
    refused(await out({ amount: '19.41747573' }), 3001, 'Insufficient balance.');
    expect((await out({ amount: '19.41747572' })).body.data).toMatchObject({ fee: '0.58252428', total: '20' });
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 0n, locked: 20_00000000n });
  });

  it('checks the fund password with its tries', async () => {
    await fund(t.app, alice.id, 'USDT', '100');
    refused(await out({ amount: '10', pay_password: undefined }), 2026, 'Password must be 6 digits.');
    refused(await out({ amount: '10', pay_password: '1234' }), 2026, 'Password must be 6 digits.');
    refused(await out({ amount: '10', pay_password: '135790' }), 6301, 'Wrong fund password. 4 tries left before it is locked for 30 minutes.');
    const bob = await registerUser(t.app);
    const bobs = await bookAddress(t.app, bob.id, 'USDT', 'TRC20');
    refused(await out({ address_id: bobs, amount: '10' }, { token: bob.token }), 2029, 'Please set a fund password first.');
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 100_00000000n, locked: 0n });
  });

  it('answers a clear message when withdrawals of the coin are paused', async () => {
    await fund(t.app, alice.id, 'USDT', '100');
    await t.app.services.coins.update('USDT', { withdrawEnabled: false }, null);
    refused(await out({ amount: '10' }), 6309, 'Withdrawals of USDT are paused at the moment.');
  });

  it('allows 3 requests per UTC day, counting rejected ones, and 3 more the next day', async () => {
    await fund(t.app, alice.id, 'USDT', '1000');
    t.clock.advance(Date.UTC(2026, 10, 22, 23, 0, 0) - t.clock.now());
    for (let i = 0; i < 3; i++) expect((await out({ amount: '10' })).body.type).toBe('ok');
    refused(await out({ amount: '10' }), 6313, 'You can make at most 3 withdrawal requests a day (UTC). Please try again tomorrow.');
    const [first] = (await t.app.services.withdrawals.records(alice.id, { page: 1, limit: 1 })).items;
    await t.app.services.withdrawals.review.reject({ id: 1, ip: '127.0.0.1' }, first?.id ?? 0, 'test');
    refused(await out({ amount: '10' }), 6313, 'You can make at most 3 withdrawal requests a day (UTC). Please try again tomorrow.');
    t.clock.advance(Date.UTC(2026, 10, 23, 0, 0, 0) - t.clock.now());
    expect((await out({ amount: '10' })).body.type).toBe('ok');
  });

  it('does not count a refused request against the day', async () => {
    await fund(t.app, alice.id, 'USDT', '40');
    for (let i = 0; i < 3; i++) refused(await out({ amount: '100' }), 3001, 'Insufficient balance.');
    for (let i = 0; i < 3; i++) expect((await out({ amount: '10' })).body.type).toBe('ok');
  });

  it('has one effect for one idempotency key sent 50 times at once, and refuses the key for another request', async () => {
    await fund(t.app, alice.id, 'USDT', '100');
    const headers = { 'idempotency-key': 'withdraw-0001' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => out({ amount: '10' }, { headers })));
    expect(answers.every((a) => a.body.type === 'ok')).toBe(true);
    expect(new Set(answers.map((a) => a.body.data?.id)).size).toBe(1);
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 89_70000000n, locked: 10_30000000n });
    expect((await t.app.services.withdrawals.records(alice.id, { page: 1, limit: 10 })).total).toBe(1);
    const byBody = await out({ amount: '10', idempotency_key: 'withdraw-0001' });
    expect(byBody.body.data?.id).toBe(answers[0]?.body.data?.id);
    refused(await out({ amount: '11' }, { headers }), 6002, 'This idempotency key was already used for a different request.');
    refused(await out({ amount: '10' }, { headers: { 'idempotency-key': 'bad key!' } }), 6001, 'The idempotency key must be 8 to 64 letters, digits or . _ : -');
  });

  it('ignores extra fields: the fee, status, user and balance come from the server', async () => {
    await fund(t.app, alice.id, 'USDT', '100');
    const bob = await registerUser(t.app);
    const res = await out({ amount: '10', fee: '0', status: 'approved', user_id: bob.id, balance: '1000000', total: '1' });
    expect(res.body.data).toMatchObject({ fee: '0.3', status: 'processing', total: '10.3' });
    expect((await t.app.services.withdrawals.records(bob.id, { page: 1, limit: 10 })).total).toBe(0);
  });

  it('is restricted on demo accounts and needs a login', async () => {
    await fund(t.app, alice.id, 'USDT', '100');
    refused(await out({ amount: '10' }, { demo: true }), 1403, 'This Action is Restricted on Demo Account.');
    const res = await call(t.app, 'POST', 'wallet/out', { address_id: trc, amount: '10', pay_password: PAY_PASSWORD });
    expect([res.status, res.body.type]).toEqual([401, '999']);
    expect(await fundingOf(t.app, alice.id)).toEqual({ available: 100_00000000n, locked: 0n });
  });

  it('answers malformed bodies with a clear error, never a 5xx', async () => {
    refused(await call(t.app, 'POST', 'wallet/out', undefined, { token: alice.token }), 1001, 'Please check the field: coin.');
    for (const body of [{ address_id: 'x' }, { address_id: -1 }, { address_id: 2 ** 40 }, { amount: ['1'] }, { amount: 10 }, { pay_password: 123456 }, { currency_id: { a: 1 } }]) {
      const res = await call(t.app, 'POST', 'wallet/out', body, { token: alice.token, json: true });
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.type).toBe('error');
    }
  });
});
