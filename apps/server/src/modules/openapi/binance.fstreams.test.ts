import * as ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, setFundPassword } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openSocket } from '../../test/ws.js';
import { feed, fundFutures } from '../futures/futures.testkit.js';
import { binanceUrls, listenBinance } from './openapi.testkit.js';

type Frame = Record<string, unknown>;

const open = (url: string) => openSocket<Frame>(url);

describe('USD-M perpetual streams (fstream): depth diffs ccxt keeps a book with, trades, mark price, the futures user data stream', () => {
  let t: TestApp;
  let base: { http: string; ws: string };
  let key: { apiKey: string; secret: string };
  let userId = 0;
  const client = async () => {
    const ex = new ccxt.pro.binanceusdm({ ...key, enableRateLimit: false });
    ex.urls.api = binanceUrls(base, ex.urls.api as Record<string, unknown>) as typeof ex.urls.api;
    await ex.loadHttpProxyAgent();
    ex.milliseconds = () => { t.clock.advance(1); return t.clock.now(); };
    return ex;
  };
  const tick = async (price: string) => { t.clock.advance(1000); await feed(t.app, t.clock.now(), { BTC: price }); };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listenBinance(t.app);
    await t.app.services.futures.start([]);
    await feed(t.app, t.clock.now(), { BTC: '96000', ETH: '3400' });
    const u = await registerUser(t.app);
    await setFundPassword(t.app, u, '135790');
    const made = await call<{ key: { api_key: string }; secret: string }>(t.app, 'POST', 'apikey/create', { label: 'perp ws', spot: '0', futures: '1', pay_password: '135790' }, { token: u.token });
    key = { apiKey: made.body.data?.key.api_key ?? '', secret: made.body.data?.secret ?? '' };
    userId = u.id;
    await fundFutures(t.app, u.id, '10000');
  });
  afterAll(async () => { await t.close(); });

  it('ccxt binanceusdm watchOrderBook follows the mark tick by tick, equal to REST depth; watchTrades sees a fill', async () => {
    const ex = await client();
    await ex.loadMarkets();
    const first = await ex.watchOrderBook('BTC/USDT:USDT');
    expect(first.asks[0]?.[0]).toBe(96000);
    expect(first.bids[0]?.[0]).toBe(96000);
    const local = () => {
      const b = ex.orderbooks['BTC/USDT:USDT'];
      return b ? JSON.stringify([[...b.bids].map((l) => [l[0], l[1]]), [...b.asks].map((l) => [l[0], l[1]])]) : '';
    };
    for (const price of ['96100', '95950.5', '95950.5', '97000']) {
      await tick(price);
      const rest = await ex.fetchOrderBook('BTC/USDT:USDT');
      const want = JSON.stringify([rest.bids.map((l) => [l[0], l[1]]), rest.asks.map((l) => [l[0], l[1]])]);
      for (let i = 0; i < 50 && local() !== want; i++) await Promise.race([ex.watchOrderBook('BTC/USDT:USDT'), new Promise((r) => setTimeout(r, 100))]);
      expect(local()).toBe(want);
      expect(rest.asks).toEqual([[Number(price), expect.any(Number)]]);
    }
    const trades = ex.watchTrades('BTC/USDT:USDT');
    await new Promise((r) => setTimeout(r, 200));
    await ex.createOrder('BTC/USDT:USDT', 'market', 'buy', 0.001);
    const seen = await trades;
    expect(seen.at(-1)).toMatchObject({ symbol: 'BTC/USDT:USDT', price: 97000, amount: 0.001 });
    await ex.close();
  });

  it('raw and combined futures streams: mark price, book ticker, klines; the futures listenKey stream with ORDER_TRADE_UPDATE and ACCOUNT_UPDATE', async () => {
    const raw = await open(`${base.ws}/fstream/ws/btcusdt@markPrice@1s`);
    const combined = await open(`${base.ws}/fstream/stream?streams=btcusdt@bookTicker`);
    raw.ws.send(JSON.stringify({ method: 'SUBSCRIBE', params: ['btcusdt@kline_1m', 'nope@depth'], id: 3 }));
    expect(await raw.next((m) => m.id === 3)).toEqual({ result: null, id: 3 });
    raw.ws.send(JSON.stringify({ method: 'LIST_SUBSCRIPTIONS', id: 4 }));
    expect(await raw.next((m) => m.id === 4)).toEqual({ result: ['btcusdt@markPrice', 'btcusdt@kline_1m'], id: 4 });
    await tick('96500');
    expect(await raw.next((m) => m.e === 'markPriceUpdate')).toMatchObject({ s: 'BTCUSDT', p: '96500.00000000' });
    expect(await raw.next((m) => m.e === 'kline')).toMatchObject({ s: 'BTCUSDT', k: { i: '1m', c: '96500.00000000' } });
    expect(await combined.next((m) => m.stream === 'btcusdt@bookTicker')).toMatchObject({ data: { e: 'bookTicker', s: 'BTCUSDT', b: '96500.00000000' } });
    // The futures user data stream: a listenKey from fapi/v1/listenKey (kept in the database), kept alive by PUT.
    const post = await fetch(`${base.http}/fapi/v1/listenKey`, { method: 'POST', headers: { 'X-MBX-APIKEY': key.apiKey } });
    const { listenKey } = (await post.json()) as { listenKey: string };
    const again = await fetch(`${base.http}/fapi/v1/listenKey`, { method: 'PUT', headers: { 'X-MBX-APIKEY': key.apiKey } });
    expect(await again.json()).toEqual({ listenKey });
    const row = await t.app.platform.db.selectFrom('api_listen_keys').select(['venue', 'user_id']).where('listen_key', '=', listenKey).executeTakeFirst();
    expect([row?.venue, Number(row?.user_id)]).toEqual(['futures', userId]);
    const user = await open(`${base.ws}/fstream/ws/${listenKey}`);
    await new Promise((r) => setTimeout(r, 100));
    const ex = await client();
    await ex.loadMarkets();
    const placed = await ex.createOrder('BTC/USDT:USDT', 'limit', 'sell', 0.001, 99000, { newClientOrderId: 'ws-check-1' });
    expect(await user.next((m) => m.e === 'ORDER_TRADE_UPDATE')).toMatchObject({ o: { s: 'BTCUSDT', c: 'ws-check-1', S: 'SELL', X: 'NEW', i: Number(placed.id) } });
    expect(await user.next((m) => m.e === 'ACCOUNT_UPDATE')).toMatchObject({ a: { B: [expect.objectContaining({ a: 'USDT' })] } });
    // A spot listenKey stream hears nothing of futures; past 60 minutes without keep-alive the key is gone (-1125).
    t.clock.advance(61 * 60_000);
    const late = await fetch(`${base.http}/fapi/v1/listenKey`, { method: 'PUT', headers: { 'X-MBX-APIKEY': key.apiKey } });
    expect(await late.json()).toEqual({ code: -1125, msg: 'This listenKey does not exist.' });
    for (const c of [raw, combined, user]) c.ws.close();
    await ex.close();
  });
});
