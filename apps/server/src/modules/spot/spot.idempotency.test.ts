import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { balanceOf, fund } from './spot.testkit.js';

/** spot/trade takes an idempotency key like withdrawals and swaps: one effect and the same answer per key (issue #11). */

type Order = { id: number; status: string; filled: string; mode: string };

describe('spot/trade idempotency', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => {
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    await t.close();
  });

  const orders = async (userId: number) => (await t.app.platform.db.selectFrom('spot_orders').select('id').where('user_id', '=', userId).execute()).length;
  const bid = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '80000', amount: '0.01' };

  it('a repeat with the same key (header or body) places nothing more and answers the same order', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '10000');
    const first = await call<Order>(t.app, 'POST', 'spot/trade', bid, { token: u.token, headers: { 'idempotency-key': 'spot-key-0001' } });
    expect(first.body.data).toMatchObject({ status: 'waiting' });
    const again = await call<Order>(t.app, 'POST', 'spot/trade', { ...bid, idempotency_key: 'spot-key-0001' }, { token: u.token });
    expect(again.body).toEqual(first.body);
    expect(await orders(u.id)).toBe(1);
    expect(await balanceOf(t.app, u.id, 'USDT')).toEqual({ available: 920_000_000_000n, locked: 80_000_000_000n });
    // Another key is another order; no key is always a new order.
    await call(t.app, 'POST', 'spot/trade', bid, { token: u.token, headers: { 'idempotency-key': 'spot-key-0002' } });
    await call(t.app, 'POST', 'spot/trade', bid, { token: u.token });
    expect(await orders(u.id)).toBe(3);
  });

  it('the same key for another order is refused, and a refused first attempt stores nothing', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '1000');
    const headers = { 'idempotency-key': 'spot-key-0003' };
    const broke = await call(t.app, 'POST', 'spot/trade', { ...bid, amount: '1' }, { token: u.token, headers });
    expect(broke.status).toBe(409);
    expect((await call<Order>(t.app, 'POST', 'spot/trade', bid, { token: u.token, headers })).body.type).toBe('ok');
    const other = await call(t.app, 'POST', 'spot/trade', { ...bid, price: '79000' }, { token: u.token, headers });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ type: 'error', code: 6002 });
    expect(await orders(u.id)).toBe(1);
  });

  it('twenty requests with one key at once trade once and all answer the same', async () => {
    const maker = await registerUser(t.app);
    const taker = await registerUser(t.app);
    await fund(t.app, maker.id, 'BTC', '1');
    await fund(t.app, taker.id, 'USDT', '100000');
    await call(t.app, 'POST', 'spot/trade', { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '85000', amount: '0.5' }, { token: maker.token });
    const buy = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '85000', amount: '0.1', tif: 'IOC' };
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      call<Order>(t.app, 'POST', 'spot/trade', buy, { token: taker.token, headers: { 'idempotency-key': 'spot-race-0001' } })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]?.body.data).toMatchObject({ status: 'completed', filled: '0.1' });
    expect(await orders(taker.id)).toBe(1);
    expect((await balanceOf(t.app, taker.id, 'BTC')).available).toBe(9_990_000n); // 0.1 BTC less the 0.1 % taker fee
  });
});
