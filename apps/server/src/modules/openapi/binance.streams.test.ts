import { parseAmount } from '@candor/shared';
import * as ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, setFundPassword } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openSocket } from '../../test/ws.js';
import { fundAll } from '../spot/spot.testkit.js';
import { binanceUrls, listenBinance } from './openapi.testkit.js';

type Frame = Record<string, unknown>;

const open = (url: string) => openSocket<Frame>(url);

describe('Binance streams: depth diffs a client keeps a book with, trades, klines, the user data stream', () => {
  let t: TestApp;
  let base: { http: string; ws: string };
  let owner: { id: number };
  let key: { apiKey: string; secret: string };
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenBinance(t.app);
    const u = await registerUser(t.app);
    await setFundPassword(t.app, u, '135790');
    const made = await call<{ key: { api_key: string }; secret: string }>(t.app, 'POST', 'apikey/create', { label: 'ws', spot: '1', pay_password: '135790' }, { token: u.token });
    key = { apiKey: made.body.data?.key.api_key ?? '', secret: made.body.data?.secret ?? '' };
    owner = u;
    await fundAll(t.app, u.id, { USDT: '1000000', BTC: '10' });
    await t.app.services.spot.place(u.id, 'real', { symbol: 'BTC/USDT', side: 'sell', type: 'limit', price: '97000', amount: '0.5' });
  });
  afterAll(async () => { await t.close(); });

  it('ccxt watchOrderBook keeps a local book equal to Candor\'s depth through placements, fills and cancels', async () => {
    const ex = new ccxt.pro.binance({ ...key, enableRateLimit: false });
    ex.urls.api = binanceUrls(base, ex.urls.api as Record<string, unknown>) as typeof ex.urls.api;
    await ex.loadHttpProxyAgent();
    if (process.env.DEBUG_FRAMES) ex.verbose = true;
    ex.milliseconds = () => { t.clock.advance(1); return t.clock.now(); };
    await ex.loadMarkets();
    const first = await ex.watchOrderBook('BTC/USDT');
    expect(first.asks[0]).toEqual([97000, 0.5]);
    const spot = t.app.services.spot;
    const ids: number[] = [];
    // Resting orders of the owner, then another user's orders that take from them (one book, no self-trade).
    const taker = await registerUser(t.app);
    await fundAll(t.app, taker.id, { USDT: '1000000', BTC: '10' });
    for (const [who, side, price, amount] of [[owner.id, 'buy', '96000', '0.1'], [owner.id, 'buy', '95500', '0.2'], [owner.id, 'sell', '97500', '0.3'],
      [taker.id, 'buy', '97000', '0.2'], [taker.id, 'sell', '96000', '0.05']] as const) {
      ids.push((await spot.place(who, 'real', { symbol: 'BTC/USDT', side, type: 'limit', price, amount })).id);
    }
    await spot.cancel(owner.id, 'real', ids[1]!);
    const expected = await t.app.services.openapi.depth.snapshot(spot.market('BTC/USDT'), 'real', 100);
    const toNum = (l: [string, string][]) => l.map(([p, q]) => [Number(p), Number(q)]);
    const want = JSON.stringify([toNum(expected.bids), toNum(expected.asks)]);
    const local = () => {
      const b = ex.orderbooks['BTC/USDT'];
      return b ? JSON.stringify([[...b.bids].map((l) => [l[0], l[1]]), [...b.asks].map((l) => [l[0], l[1]])]) : '';
    };
    // The diffs arrive over the socket: wait for each next update until the local book caught up (or 5 s passed).
    for (let i = 0; i < 50 && local() !== want; i++) {
      await Promise.race([ex.watchOrderBook('BTC/USDT'), new Promise((r) => setTimeout(r, 100))]);
    }
    expect(local()).toBe(want);
    expect(expected.asks).toEqual([['97000.00', '0.30000000'], ['97500.00', '0.30000000']]);
    expect(expected.bids).toEqual([['96000.00', '0.05000000']]);
    await ex.close();
  });

  it('raw and combined streams: trades and book tickers, SUBSCRIBE answers, and the user data stream with a listenKey', async () => {
    const raw = await open(`${base.ws}/ws/btcusdt@trade`);
    const combined = await open(`${base.ws}/stream?streams=btcusdt@bookTicker`);
    raw.ws.send(JSON.stringify({ method: 'SUBSCRIBE', params: ['btcusdt@kline_1m'], id: 7 }));
    expect(await raw.next((m) => m.id === 7)).toEqual({ result: null, id: 7 });
    const lk = await fetch(`${base.http}/api/v3/userDataStream`, { method: 'POST', headers: { 'X-MBX-APIKEY': key.apiKey } });
    const { listenKey } = (await lk.json()) as { listenKey: string };
    const user = await open(`${base.ws}/ws/${listenKey}`);
    await new Promise((r) => setTimeout(r, 50));
    const buyer = await registerUser(t.app);
    await fundAll(t.app, buyer.id, { USDT: '100000' });
    await t.app.services.spot.place(buyer.id, 'real', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '97000', amount: '0.1' });
    expect(await raw.next((m) => m.e === 'trade')).toMatchObject({ e: 'trade', s: 'BTCUSDT', p: '97000.00000000', q: '0.10000000' });
    const ticker = await combined.next((m) => m.stream === 'btcusdt@bookTicker');
    expect(ticker.data).toMatchObject({ s: 'BTCUSDT' });
    expect(await user.next((m) => m.e === 'executionReport')).toMatchObject({ s: 'BTCUSDT', S: 'SELL', X: 'PARTIALLY_FILLED' });
    expect(await user.next((m) => m.e === 'outboundAccountPosition')).toMatchObject({ e: 'outboundAccountPosition' });
    // An order placed with a clientOrderId: its execution report names it (as bots match their orders).
    const { createHmac } = await import('node:crypto');
    const q = `symbol=BTCUSDT&side=BUY&type=LIMIT&timeInForce=GTC&quantity=0.01&price=90000&newClientOrderId=grid-7&timestamp=${t.clock.now()}`;
    const placed = await fetch(`${base.http}/api/v3/order?${q}&signature=${createHmac('sha256', key.secret).update(q).digest('hex')}`, {
      method: 'POST', headers: { 'X-MBX-APIKEY': key.apiKey },
    });
    expect(placed.status).toBe(200);
    expect(await user.next((m) => m.e === 'executionReport' && m['X'] === 'NEW')).toMatchObject({ s: 'BTCUSDT', S: 'BUY', c: 'grid-7' });
    await t.app.services.market.ingest([{ symbol: 'BTC/USDT', price: parseAmount('96500'), volume: 0n, time: t.clock.now(), source: 'test' }]);
    expect(await raw.next((m) => m.e === 'kline')).toMatchObject({ s: 'BTCUSDT', k: { i: '1m', c: '96500.00000000' } });
    for (const c of [raw, combined, user]) c.ws.close();
  });
});
