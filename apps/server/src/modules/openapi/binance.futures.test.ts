import * as ccxt from 'ccxt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, setFundPassword } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { feed, fundFutures } from '../futures/futures.testkit.js';
import { binanceUrls, listenBinance } from './openapi.testkit.js';

async function keyFor(t: TestApp, futures: boolean, demo = false) {
  const u = await registerUser(t.app);
  await setFundPassword(t.app, u, '135790');
  const res = await call<{ key: { api_key: string; mode: string }; secret: string }>(t.app, 'POST', 'apikey/create', {
    label: 'perp bot', spot: '0', futures: futures ? '1' : '0', pay_password: '135790',
  }, { token: u.token, demo });
  if (!res.body.data) throw new Error(JSON.stringify(res.body));
  return { user: u, mode: res.body.data.key.mode, key: { apiKey: res.body.data.key.api_key, secret: res.body.data.secret } };
}

describe('ccxt binanceusdm (USD-M perpetuals) against Candor', () => {
  let t: TestApp;
  let base: { http: string; ws: string };
  const client = (key?: { apiKey: string; secret: string }) => {
    const ex = new ccxt.binanceusdm({ ...(key ?? {}), enableRateLimit: false });
    ex.urls.api = binanceUrls(base, ex.urls.api as Record<string, unknown>) as typeof ex.urls.api;
    ex.milliseconds = () => { t.clock.advance(1); return t.clock.now(); };
    return ex;
  };

  beforeAll(async () => {
    t = await createTestApp();
    base = await listenBinance(t.app);
    await t.app.services.futures.start([]);
    await feed(t.app, t.clock.now(), { BTC: '96000', ETH: '3400' });
  });
  afterAll(async () => { await t.close(); });

  it('loads the contracts, the funding rate, sets leverage and margin type, opens, lists and closes positions', async () => {
    const trader = await keyFor(t, true);
    await fundFutures(t.app, trader.user.id, '10000');
    const ex = client(trader.key);
    const markets = await ex.loadMarkets();
    const btc = markets['BTC/USDT:USDT'];
    expect(btc?.id).toBe('BTCUSDT');
    expect(btc?.precision.amount).toBe(0.001);
    const rate = await ex.fetchFundingRate('BTC/USDT:USDT');
    expect(rate.markPrice).toBe(96000);
    expect(typeof rate.fundingRate).toBe('number');
    await ex.setLeverage(20, 'BTC/USDT:USDT');
    await expect(ex.setLeverage(7, 'BTC/USDT:USDT')).rejects.toThrow(/-4028/);
    await ex.setMarginMode('isolated', 'BTC/USDT:USDT');
    const order = await ex.createOrder('BTC/USDT:USDT', 'market', 'buy', 0.002);
    expect(order.status).toBe('closed');
    expect(order.average).toBe(96000);
    const positions = await ex.fetchPositions(['BTC/USDT:USDT']);
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ side: 'long', contracts: 0.002, entryPrice: 96000, leverage: 20, marginMode: 'isolated' });
    const balance = await ex.fetchBalance();
    // 0.002 BTC at 96,000 = 192 USDT notional: 9.6 USDT margin at 20x is locked.
    expect(balance.USDT?.total).toBeGreaterThan(9_990);
    expect(balance.USDT?.free).toBeLessThan(9_991);
    const limit = await ex.createOrder('BTC/USDT:USDT', 'limit', 'sell', 0.001, 99000);
    expect(limit.status).toBe('open');
    expect((await ex.fetchOpenOrders('BTC/USDT:USDT')).map((o) => o.id)).toEqual([limit.id]);
    expect((await ex.cancelOrder(limit.id ?? '', 'BTC/USDT:USDT')).status).toBe('canceled');
    const closed = await ex.createOrder('BTC/USDT:USDT', 'market', 'sell', 0.002, undefined, { reduceOnly: true });
    expect(closed.status).toBe('closed');
    expect(await ex.fetchPositions(['BTC/USDT:USDT'])).toHaveLength(0);
    const trades = await ex.fetchMyTrades('BTC/USDT:USDT');
    expect(trades.map((x) => [x.side, x.amount, x.price])).toEqual([['buy', 0.002, 96000], ['sell', 0.002, 96000]]);
    const all = await ex.fetchOrders('BTC/USDT:USDT');
    expect(all.map((o) => o.status).sort()).toEqual(['canceled', 'closed']);
  });

  it('keeps the clientOrderId ccxt sends on futures orders, by which they are found and cancelled; a duplicate is -4116', async () => {
    const trader = await keyFor(t, true);
    await fundFutures(t.app, trader.user.id, '10000');
    const ex = client(trader.key);
    await ex.loadMarkets();
    const limit = await ex.createOrder('BTC/USDT:USDT', 'limit', 'buy', 0.001, 90000);
    const cid = limit.clientOrderId ?? '';
    expect(cid).toMatch(/^x-[A-Za-z0-9_-]+$/);
    expect((await ex.fetchOpenOrders('BTC/USDT:USDT')).map((o) => o.clientOrderId)).toEqual([cid]);
    expect((await ex.fetchOrder('', 'BTC/USDT:USDT', { origClientOrderId: cid })).id).toBe(limit.id);
    await expect(ex.createOrder('BTC/USDT:USDT', 'limit', 'buy', 0.001, 89000, { newClientOrderId: cid })).rejects.toThrow(/ClientOrderId is duplicated/);
    const cancelled = await ex.cancelOrder('', 'BTC/USDT:USDT', { origClientOrderId: cid });
    expect([cancelled.id, cancelled.status, cancelled.clientOrderId]).toEqual([limit.id, 'canceled', cid]);
    const market = await ex.createOrder('BTC/USDT:USDT', 'market', 'buy', 0.001, undefined, { newClientOrderId: 'my-bot-1' });
    expect([market.clientOrderId, (await ex.fetchOrder(market.id ?? '', 'BTC/USDT:USDT')).clientOrderId]).toEqual(['my-bot-1', 'my-bot-1']);
  });

  it('a key without futures permission reads but cannot trade; a demo key trades the demo account', async () => {
    const reader = await keyFor(t, false);
    const ro = client(reader.key);
    await ro.loadMarkets();
    await expect(ro.createOrder('BTC/USDT:USDT', 'market', 'buy', 0.001)).rejects.toThrow(/-2015/);
    const demo = await keyFor(t, true, true);
    expect(demo.mode).toBe('demo');
    await fundFutures(t.app, demo.user.id, '1000', 'demo');
    const dx = client(demo.key);
    await dx.loadMarkets();
    await dx.createOrder('BTC/USDT:USDT', 'market', 'sell', 0.001);
    const list = await t.app.services.futures.trading.list(demo.user.id, 'demo', { tab: 'positions', page: 1, limit: 10 });
    expect(list.items.map((p) => [p.side, p.mode])).toEqual([['short', 'demo']]);
    expect((await t.app.services.futures.trading.list(demo.user.id, 'real', { tab: 'positions', page: 1, limit: 10 })).total).toBe(0);
  });
});
