import { CRYPTO_MARKETS, parseAmount, type MarketCandle, type MarketProduct, type MarketQuote } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { Tick } from './feed.js';
import { TICK_RETENTION_MS } from './market.service.js';
import { SimulatedFeed } from './sim-feed.js';


const tick = (symbol: string, price: string, time: number, volume = '1'): Tick =>
  ({ symbol, price: parseAmount(price), volume: parseAmount(volume), time, source: 'test' });

describe('market data', () => {
  let t: TestApp;
  let now: number;
  beforeAll(async () => {
    t = await createTestApp();
    now = t.clock.now();
  });
  afterAll(async () => { await t.close(); });

  it('stores ticks and derives candles that the chart call answers', async () => {
    const m = t.app.services.market;
    const start = now - 10 * 60_000;
    await m.ingest([tick('ETH/USDT', '3400', start), tick('ETH/USDT', '3410', start + 20_000)]);
    await m.ingest([tick('ETH/USDT', '3390', start + 40_000), tick('ETH/USDT', '3405', start + 60_000, '2')]);
    const res = await call<MarketCandle[]>(t.app, 'GET', 'currency/new_timeshar', { symbol: 'ETH/USDT', interval: '1m' });
    expect(res.body.data).toEqual([
      { time: start, open: '3400', high: '3410', low: '3390', close: '3390', volume: '3' },
      { time: start + 60_000, open: '3405', high: '3405', low: '3405', close: '3405', volume: '2' },
    ]);
    const fiveMinutes = await call<MarketCandle[]>(t.app, 'GET', 'currency/new_timeshar', { symbol: 'ethusdt', interval: '5m' });
    expect(fiveMinutes.body.data?.at(-1)).toMatchObject({ high: '3410', low: '3390', close: '3405', volume: '5' });
  });

  it('answers quotes with the last price and the 24 h change', async () => {
    const m = t.app.services.market;
    await m.ingest([tick('BTC/USDT', '100000', now - 23 * 3_600_000), tick('BTC/USDT', '102500', now - 1000)]);
    const res = await call<MarketQuote[]>(t.app, 'GET', 'currency/quotation_new');
    const btc = res.body.data?.find((q) => q.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({ price: '102500', change: '2.5', high: '102500', low: '100000' });
    expect(res.body.data?.length).toBe(CRYPTO_MARKETS.length);
    expect(res.body.data?.find((q) => q.symbol === 'SOL/USDT')?.price).toBeNull();
  });

  it('refuses an unknown market and a bad interval with translated errors', async () => {
    const unknown = await call(t.app, 'GET', 'currency/new_timeshar', { symbol: 'NOPE/USDT' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This market does not exist.');
    const bad = await call(t.app, 'GET', 'currency/new_timeshar', { symbol: 'BTC/USDT', interval: '2m' }, { lang: 'zh' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('请选择K线周期：1m、5m、30m、60m、1d、1w 或 1mon。');
  });

  it('keeps favourites per user', async () => {
    const u = await registerUser(t.app);
    expect((await call(t.app, 'GET', 'favorite/isSet', { product_code: 'BTC/USDT' }, { token: u.token })).body.data).toEqual({ is_set: false });
    expect((await call(t.app, 'POST', 'favorite/set', { product_code: 'BTC/USDT' }, { token: u.token })).body.data).toEqual({ is_set: true });
    expect((await call(t.app, 'GET', 'favorite/isSet', { product_code: 'btcusdt' }, { token: u.token })).body.data).toEqual({ is_set: true });
    const list = await call<MarketQuote[]>(t.app, 'GET', 'currency/user_currency_list', undefined, { token: u.token });
    expect(list.body.data?.map((q) => q.symbol)).toEqual(['BTC/USDT']);
    expect((await call(t.app, 'POST', 'favorite/set', { product_code: 'BTC/USDT', set: '0' }, { token: u.token })).body.data).toEqual({ is_set: false });
    expect((await call(t.app, 'GET', 'currency/user_currency_list')).status).toBe(401);
  });

  it('ages out old ticks but never one a settlement cites', async () => {
    const m = t.app.services.market;
    const old = now - TICK_RETENTION_MS - 60_000;
    await m.ingest([tick('LTC/USDT', '100', old), tick('LTC/USDT', '101', old + 1000)]);
    const [cited] = await m.ticksOf('LTC/USDT', old, old);
    if (!cited) throw new Error('tick not stored');
    await t.app.platform.db.insertInto('tick_citations').values({ tick_id: cited.id, subject: 'option:1', created_at: now }).execute();
    await m.ageOutTicks(now);
    const left = await m.ticksOf('LTC/USDT', old, old + 1000);
    expect(left.map((r) => r.id)).toEqual([cited.id]);
    // The candles derived from the aged-out tick stay.
    const candles = await m.candles('LTC/USDT', '1m', 10);
    expect(candles.length).toBeGreaterThan(0);
  });

  it('lists products and US stock quotes and prices', async () => {
    const products = await call<MarketProduct[]>(t.app, 'GET', 'currency/productList');
    expect(products.body.data?.map((p) => p.symbol)).toContain('AAPL');
    await t.app.services.market.ingest([tick('AAPL', '230.5', now - 5000)]);
    const price = await call(t.app, 'GET', 'usstock/getNewPrice', { symbol: 'AAPL' });
    expect(price.body.data).toMatchObject({ symbol: 'AAPL', price: '230.5' });
    const stocks = await call<MarketQuote[]>(t.app, 'GET', 'usstock/quotation');
    expect(stocks.body.data?.length).toBeGreaterThanOrEqual(8);
  });
});

describe('history back-fill', () => {
  it('gives every chart interval data on a fresh install, once', async () => {
    const t = await createTestApp();
    try {
      const m = t.app.services.market;
      const feed = new SimulatedFeed(CRYPTO_MARKETS.slice(0, 2), 1, 0);
      expect(await m.backfillIfEmpty(feed, t.clock.now(), { days: 70 })).toBe(true);
      expect(await m.backfillIfEmpty(feed, t.clock.now())).toBe(false);
      for (const interval of ['1m', '5m', '15m', '30m', '60m', '4h', '1d', '1w', '1mon'] as const) {
        const candles = await m.candles('BTC/USDT', interval, 1000);
        expect(candles.length, interval).toBeGreaterThan(1);
        for (const c of candles) expect(c.low <= c.open && c.open <= c.high && c.low <= c.close && c.close <= c.high).toBe(true);
      }
      const oldest = await m.ticksOf('BTC/USDT', 0, t.clock.now() - TICK_RETENTION_MS - 1);
      expect(oldest).toHaveLength(0);
      // The history ends at the realistic start price, where the live feed continues.
      expect(m.lastPrice('BTC/USDT')?.price).toBe(parseAmount('96000'));
    } finally {
      await t.close();
    }
  });
});
