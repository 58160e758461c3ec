import { parseAmount } from '@candor/shared';
import * as ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, setFundPassword } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { fundAll } from '../spot/spot.testkit.js';
import { binanceUrls, listenBinance } from './openapi.testkit.js';

type Key = { api_key: string; secret: string };

async function keyFor(t: TestApp, perms: { spot?: boolean; futures?: boolean } = { spot: true, futures: true }) {
  const u = await registerUser(t.app);
  await setFundPassword(t.app, u, '135790');
  const res = await call<{ key: { api_key: string }; secret: string }>(t.app, 'POST', 'apikey/create', {
    label: 'bot', spot: perms.spot ? '1' : '0', futures: perms.futures ? '1' : '0', pay_password: '135790',
  }, { token: u.token });
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return { user: u, key: { api_key: res.body.data.key.api_key, secret: res.body.data.secret } };
}

function spotClient(t: TestApp, base: { http: string; ws: string }, key?: Key) {
  const ex = new ccxt.binance({ ...(key ? { apiKey: key.api_key, secret: key.secret } : {}), enableRateLimit: false });
  ex.urls.api = binanceUrls(base, ex.urls.api as Record<string, unknown>) as typeof ex.urls.api;
  // The server's clock is the test's manual clock: sign with it, one millisecond further each request.
  ex.milliseconds = () => { t.clock.advance(1); return t.clock.now(); };
  return ex;
}

describe('ccxt binance (spot) against Candor', () => {
  let t: TestApp;
  let base: { http: string; ws: string };
  let trader: Awaited<ReturnType<typeof keyFor>>;
  let maker: Awaited<ReturnType<typeof keyFor>>;

  beforeAll(async () => {
    t = await createTestApp();
    base = await listenBinance(t.app);
    const now = t.clock.now();
    await t.app.services.market.ingest([
      { symbol: 'BTC/USDT', price: parseAmount('96000'), volume: parseAmount('1'), time: now - 120_000, source: 'test' },
      { symbol: 'BTC/USDT', price: parseAmount('96100'), volume: parseAmount('1'), time: now - 1000, source: 'test' },
    ]);
    trader = await keyFor(t);
    maker = await keyFor(t);
    await fundAll(t.app, trader.user.id, { USDT: '100000', BTC: '1' });
    await fundAll(t.app, maker.user.id, { USDT: '100000', BTC: '2' });
    // A resting book from another user: asks at 96,200 and 96,300, a bid at 95,900.
    for (const o of [{ side: 'sell', price: '96200', amount: '0.1' }, { side: 'sell', price: '96300', amount: '0.2' }, { side: 'buy', price: '95900', amount: '0.1' }]) {
      await t.app.services.spot.place(maker.user.id, 'real', { symbol: 'BTC/USDT', type: 'limit', ...o });
    }
  });
  afterAll(async () => { await t.close(); });

  it('loads markets with filters from the tick and lot sizes, and answers time, tickers, book, candles and trades', async () => {
    const ex = spotClient(t, base);
    const markets = await ex.loadMarkets();
    const btc = markets['BTC/USDT'];
    expect(btc?.id).toBe('BTCUSDT');
    expect(btc?.precision.price).toBe(0.01);
    expect(btc?.precision.amount).toBe(0.000001);
    expect(await ex.fetchTime()).toBe(t.clock.now());
    const ticker = await ex.fetchTicker('BTC/USDT');
    expect(ticker.last).toBe(96100);
    expect(ticker.bid).toBe(95900);
    expect(ticker.ask).toBe(96200);
    const tickers = await ex.fetchTickers(['BTC/USDT', 'ETH/USDT']);
    expect(Object.keys(tickers).sort()).toEqual(['BTC/USDT', 'ETH/USDT']);
    const book = await ex.fetchOrderBook('BTC/USDT');
    expect(book.asks).toEqual([[96200, 0.1], [96300, 0.2]]);
    expect(book.bids).toEqual([[95900, 0.1]]);
    const candles = await ex.fetchOHLCV('BTC/USDT', '1m');
    expect(candles.length).toBeGreaterThan(0);
    expect(candles.at(-1)?.[4]).toBe(96100);
    expect(await ex.fetchTrades('BTC/USDT')).toEqual([]);
  });

  it('trades with a signed key: balance, limit order, open orders, cancel, a taker fill and its trade', async () => {
    const ex = spotClient(t, base, trader.key);
    await ex.loadMarkets();
    const before = await ex.fetchBalance();
    expect(before.USDT?.free).toBe(100000);
    const bid = await ex.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 90000);
    expect(bid.status).toBe('open');
    const open = await ex.fetchOpenOrders('BTC/USDT');
    expect(open.map((o) => o.id)).toEqual([bid.id]);
    expect((await ex.fetchBalance()).USDT?.used).toBe(900);
    const cancelled = await ex.cancelOrder(bid.id ?? '', 'BTC/USDT');
    expect(cancelled.status).toBe('canceled');
    const taken = await ex.createOrder('BTC/USDT', 'market', 'buy', 0.15);
    expect(taken.status).toBe('closed');
    expect(taken.filled).toBe(0.15);
    const mine = await ex.fetchMyTrades('BTC/USDT');
    expect(mine.map((x) => [x.price, x.amount, x.side])).toEqual([[96200, 0.1, 'buy'], [96300, 0.05, 'buy']]);
    const after = await ex.fetchBalance();
    expect(after.USDT?.free).toBeCloseTo(100000 - 9620 - 4815, 6);
    expect((await ex.fetchOrder(taken.id ?? '', 'BTC/USDT')).status).toBe('closed');
  });

  it('keeps the clientOrderId ccxt sends, finds and cancels by it, refuses it twice among open orders (-2010)', async () => {
    const ex = spotClient(t, base, trader.key);
    await ex.loadMarkets();
    const o = await ex.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 90000);
    // ccxt names every order itself (its broker prefix and a random part): the name comes back with the order.
    const cid = o.clientOrderId ?? '';
    expect(cid).toMatch(/^x-[A-Za-z0-9_-]+$/);
    expect((await ex.fetchOrder(o.id ?? '', 'BTC/USDT')).clientOrderId).toBe(cid);
    expect((await ex.fetchOpenOrders('BTC/USDT')).find((x) => x.id === o.id)?.clientOrderId).toBe(cid);
    expect((await ex.fetchOrder('', 'BTC/USDT', { origClientOrderId: cid })).id).toBe(o.id);
    await expect(ex.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 89000, { newClientOrderId: cid })).rejects.toThrow(/Duplicate order sent/);
    await expect(ex.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 89000, { newClientOrderId: 'bad name!' })).rejects.toThrow(/-1100/);
    const cancelled = await ex.cancelOrder('', 'BTC/USDT', { origClientOrderId: cid });
    expect([cancelled.id, cancelled.status, cancelled.clientOrderId]).toEqual([o.id, 'canceled', cid]);
    // Closed, the name may be used again, and then names the new order.
    const again = await ex.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 89000, { newClientOrderId: cid });
    expect(again.id).not.toBe(o.id);
    expect((await ex.fetchOrder('', 'BTC/USDT', { origClientOrderId: cid })).id).toBe(again.id);
    await ex.cancelOrder(again.id ?? '', 'BTC/USDT');
    await expect(ex.fetchOrder('', 'BTC/USDT', { origClientOrderId: 'never-used' })).rejects.toThrow(/-2013|Order does not exist/);
  });

  it('the README example: spot markets only, three URLs overridden', async () => {
    const ex = new ccxt.binance({ apiKey: trader.key.api_key, secret: trader.key.secret, options: { fetchMarkets: { types: ['spot'] } } });
    const api = ex.urls.api as Record<string, string>;
    for (const k of ['public', 'private', 'sapi']) api[k] = `${base.http}/${k === 'sapi' ? 'sapi/v1' : 'api/v3'}`;
    ex.milliseconds = () => { t.clock.advance(1); return t.clock.now(); };
    expect((await ex.fetchBalance()).BTC?.total).toBeGreaterThan(1);
    const o = await ex.createOrder('BTC/USDT', 'limit', 'buy', 0.001, 90000);
    expect(o.status).toBe('open');
  });

  it('refuses a wrong signature, a stale timestamp, a replay and a key without trade permission with Binance codes', async () => {
    const bad = spotClient(t, base, { api_key: trader.key.api_key, secret: 'f'.repeat(64) });
    await expect(bad.fetchBalance()).rejects.toThrow(/-1022/);
    const stale = spotClient(t, base, trader.key);
    stale.milliseconds = () => t.clock.now() - 10_000;
    await expect(stale.fetchBalance()).rejects.toThrow(/-1021/);
    const readOnly = await keyFor(t, { spot: false, futures: false });
    const ro = spotClient(t, base, readOnly.key);
    await ro.loadMarkets();
    expect((await ro.fetchBalance()).info).toMatchObject({ canTrade: false });
    await expect(ro.createOrder('BTC/USDT', 'limit', 'buy', 0.01, 90000)).rejects.toThrow(/-2015/);
    // The same signed request twice: the second is refused.
    const url = `${base.http}/api/v3/account?timestamp=${t.clock.now()}`;
    const { createHmac } = await import('node:crypto');
    const q = url.split('?')[1] ?? '';
    const signed = `${url}&signature=${createHmac('sha256', trader.key.secret).update(q).digest('hex')}`;
    const first = await fetch(signed, { headers: { 'X-MBX-APIKEY': trader.key.api_key } });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-mbx-used-weight-1m')).toMatch(/^\d+$/);
    const again = await fetch(signed, { headers: { 'X-MBX-APIKEY': trader.key.api_key } });
    expect(await again.json()).toMatchObject({ code: -1021 });
    const unknown = await fetch(`${base.http}/api/v3/depth?symbol=NOPE`);
    expect(await unknown.json()).toEqual({ code: -1121, msg: 'Invalid symbol.' });
  });
});
