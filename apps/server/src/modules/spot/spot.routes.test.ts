import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { BID, balanceOf, fund, fundAll, placeOrder } from './spot.testkit.js';

type Order = { id: number; status: string; filled: string; avg_price: string | null; mode: string };

describe('spot routes', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('places, lists and cancels through both the spot and the coin paths', async () => {
    const u = await registerUser(t.app);
    await fund(t.app, u.id, 'USDT', '1000');
    const placed = await placeOrder(t.app, u, { ...BID, price: '90000' }, 'coin/trade');
    expect(placed.body).toMatchObject({ type: 'ok', data: { status: 'waiting', filled: '0', mode: 'real' } });
    const id = placed.body.data?.id as number;
    const waiting = await call<{ total: number; items: Order[] }>(t.app, 'GET', 'spot/list', { status: 'waiting' }, { token: u.token });
    expect(waiting.body.data?.items.map((o) => o.id)).toEqual([id]);
    const depth = await call<{ bids: { price: string; amount: string }[] }>(t.app, 'GET', 'spot/depth', { symbol: 'BTC/USDT' });
    expect(depth.body.data?.bids).toEqual([{ price: '90000', amount: '0.01', orders: 1 }]);
    const cancelled = await call<Order>(t.app, 'PUT', 'coin/trade/cancel', { id }, { token: u.token });
    expect(cancelled.body.data?.status).toBe('cancelled');
    expect(await balanceOf(t.app, u.id, 'USDT')).toEqual({ available: 100_000_000_000n, locked: 0n });
  });

  it('answers the seed\'s messages and 999, and never touches another user\'s order', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await fund(t.app, a.id, 'USDT', '1000');
    const noAmount = await placeOrder(t.app, a, { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '90000' });
    expect(noAmount.body).toMatchObject({ type: 'error', message: 'Please enter the amount.' });
    const broke = await placeOrder(t.app, a, { ...BID, price: '90000', amount: '1' });
    expect(broke.status).toBe(409);
    expect(broke.body.message).toBe('Insufficient balance.');
    const sell = await placeOrder(t.app, { token: a.token, lang: 'zh' }, { symbol: 'BTC/USDT', side: 'sell', type: 'market', amount: '1' });
    expect(sell.body.message).toBe('可卖余额不足。');
    const placed = await placeOrder(t.app, a, BID);
    const theft = await call(t.app, 'POST', 'spot/cancel', { id: placed.body.data?.id as number }, { token: b.token });
    expect(theft.status).toBe(404);
    expect((await placeOrder(t.app, {}, { symbol: 'BTC/USDT' })).status).toBe(401);
    expect((await call(t.app, 'GET', 'spot/list')).body.type).toBe('999');
  });

  it('trades the demo account with X-Demo: 1, apart from the real one', async () => {
    const u = await registerUser(t.app);
    const ethBid = { symbol: 'ETH/USDT', side: 'buy', type: 'limit', price: '3000', amount: '1' };
    const demo = await placeOrder(t.app, { token: u.token, demo: true }, ethBid);
    expect(demo.body.data).toMatchObject({ status: 'waiting', mode: 'demo' });
    expect(await balanceOf(t.app, u.id, 'USDT', 'demo')).toEqual({ available: 9_700_000_000_000n, locked: 300_000_000_000n });
    const real = await call<{ total: number }>(t.app, 'GET', 'spot/list', undefined, { token: u.token });
    expect(real.body.data?.total).toBe(0);
    const realTry = await placeOrder(t.app, u, ethBid);
    expect(realTry.status).toBe(409);
  });

  it('lists recent trades of a market', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await fundAll(t.app, a.id, { SOL: '10' });
    await fundAll(t.app, b.id, { USDT: '10000' });
    await placeOrder(t.app, a, { symbol: 'SOL/USDT', side: 'sell', type: 'limit', price: '185.5', amount: '2' });
    await placeOrder(t.app, b, { symbol: 'SOL/USDT', side: 'buy', type: 'market', amount: '185.5' });
    const deals = await call<{ price: string; amount: string; side: string }[]>(t.app, 'GET', 'currency/deal', { symbol: 'SOL/USDT' });
    expect(deals.body.data).toEqual([expect.objectContaining({ price: '185.5', amount: '1', side: 'buy' })]);
  });
});
