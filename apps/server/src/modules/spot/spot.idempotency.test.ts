import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ledgerProblems } from '../ledger/ledger.testkit.js';
import { BID as bid, balanceOf, fund, fundAll, placeOrder } from './spot.testkit.js';

/** spot/trade takes an idempotency key like withdrawals and swaps: one effect and the same answer per key (issue #11). */

describe('spot/trade idempotency', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => {
    expect(await ledgerProblems(t.app.services.ledger, t.app.platform.db)).toEqual([]);
    await t.close();
  });

  const orders = async (userId: number) => (await t.app.platform.db.selectFrom('spot_orders').select('id').where('user_id', '=', userId).execute()).length;

  it('a repeat with the same key (header or body) places nothing more and answers the same order', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '10000');
    const first = await placeOrder(t.app, { token: u.token, key: 'spot-key-0001' }, bid);
    expect(first.body.data).toMatchObject({ status: 'waiting' });
    const again = await placeOrder(t.app, { token: u.token }, { ...bid, idempotency_key: 'spot-key-0001' });
    expect(again.body).toEqual(first.body);
    expect(await orders(u.id)).toBe(1);
    expect(await balanceOf(t.app, u.id, 'USDT')).toEqual({ available: 920_000_000_000n, locked: 80_000_000_000n });
    // Another key is another order; no key is always a new order.
    await placeOrder(t.app, { token: u.token, key: 'spot-key-0002' }, bid);
    await placeOrder(t.app, { token: u.token }, bid);
    expect(await orders(u.id)).toBe(3);
  });

  it('the same key for another order is refused, and a refused first attempt stores nothing', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '1000');
    const who = { token: u.token, key: 'spot-key-0003' };
    const broke = await placeOrder(t.app, who, { ...bid, amount: '1' });
    expect(broke.status).toBe(409);
    expect((await placeOrder(t.app, who, bid)).body.type).toBe('ok');
    const other = await placeOrder(t.app, who, { ...bid, price: '79000' });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ type: 'error', code: 6002 });
    expect(await orders(u.id)).toBe(1);
  });

  it('twenty requests with one key at once trade once and all answer the same', async () => {
    const maker = await registerUser(t.app);
    const taker = await registerUser(t.app);
    await fundAll(t.app, maker.id, { BTC: '1' });
    await fundAll(t.app, taker.id, { USDT: '100000' });
    await placeOrder(t.app, maker, { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '85000', amount: '0.5' });
    const buy = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '85000', amount: '0.1', tif: 'IOC' };
    const answers = await Promise.all(Array.from({ length: 20 }, () =>
      placeOrder(t.app, { token: taker.token, key: 'spot-race-0001' }, buy)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]?.body.data).toMatchObject({ status: 'completed', filled: '0.1' });
    expect(await orders(taker.id)).toBe(1);
    expect((await balanceOf(t.app, taker.id, 'BTC')).available).toBe(9_990_000n); // 0.1 BTC less the 0.1 % taker fee
  });
});
