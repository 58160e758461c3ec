import { CRYPTO_MARKETS, STOCK_MARKETS, marketBySymbol, parseAmount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { MAX_VOLUME } from './candles.js';
import { Prng } from './prng.js';
import { SimulatedFeed, isUsMarketOpen, volumeOf } from './sim-feed.js';

const T0 = Date.UTC(2026, 10, 18, 15, 0); // Wednesday 10:00 in New York

describe('SimulatedFeed', () => {
  it('is deterministic for a seed and differs for another seed', () => {
    const a = new SimulatedFeed(CRYPTO_MARKETS, 7, T0);
    const b = new SimulatedFeed(CRYPTO_MARKETS, 7, T0);
    const c = new SimulatedFeed(CRYPTO_MARKETS, 8, T0);
    const run = (f: SimulatedFeed) => [...f.history(T0, T0 + 600_000, 1000)].flat().map((t) => t.price);
    const pa = run(a);
    expect(pa).toEqual(run(b));
    expect(pa).not.toEqual(run(c));
  });

  it('starts near the realistic start price and rounds every price to the tick size', () => {
    const feed = new SimulatedFeed(CRYPTO_MARKETS, 1, T0);
    const ticks = [...feed.history(T0, T0 + 3_600_000, 1000)].flat();
    for (const tick of ticks) {
      const m = marketBySymbol(tick.symbol);
      if (!m) throw new Error(tick.symbol);
      expect(tick.price % 10n ** BigInt(8 - m.priceDecimals)).toBe(0n);
      expect(tick.price).toBeGreaterThan(0n);
      expect(tick.source).toBe('sim');
    }
    const btc = ticks.filter((t) => t.symbol === 'BTC/USDT').map((t) => t.price);
    const start = parseAmount('96000');
    // One hour at 55 % annual volatility moves a few tenths of a percent, far less than 10 %.
    expect(btc.every((p) => p > (start * 9n) / 10n && p < (start * 11n) / 10n)).toBe(true);
    expect(new Set(btc).size).toBeGreaterThan(100);
  });

  it('keeps a stablecoin close to one', () => {
    const feed = new SimulatedFeed(CRYPTO_MARKETS, 3, T0);
    const usdc = [...feed.history(T0, T0 + 86_400_000, 60_000)].flat().filter((t) => t.symbol === 'USDC/USDT');
    for (const t of usdc) expect(t.price > parseAmount('0.98') && t.price < parseAmount('1.02')).toBe(true);
  });

  it('moves stocks only during New York market hours', () => {
    const feed = new SimulatedFeed(STOCK_MARKETS, 1, T0);
    expect(feed.step(T0)).toHaveLength(STOCK_MARKETS.length);
    expect(feed.step(Date.UTC(2026, 10, 18, 22, 0))).toHaveLength(0); // 17:00 New York
    expect(feed.step(Date.UTC(2026, 10, 21, 15, 0))).toHaveLength(0); // Saturday
  });

  it('knows New York hours across daylight saving time', () => {
    expect(isUsMarketOpen(Date.UTC(2026, 6, 15, 13, 30))).toBe(true); // July, EDT: 9:30
    expect(isUsMarketOpen(Date.UTC(2026, 6, 15, 13, 29))).toBe(false);
    expect(isUsMarketOpen(Date.UTC(2026, 0, 14, 14, 30))).toBe(true); // January, EST: 9:30
    expect(isUsMarketOpen(Date.UTC(2026, 0, 14, 21, 0))).toBe(false); // 16:00
  });

  it('resumes from stored prices', () => {
    const feed = new SimulatedFeed(CRYPTO_MARKETS.slice(0, 1), 1, T0);
    feed.resume(new Map([['BTC/USDT', { price: parseAmount('50000'), time: T0 }]]));
    const [tick] = feed.step(T0 + 1000);
    expect(tick && tick.price > parseAmount('49000') && tick.price < parseAmount('51000')).toBe(true);
  });

  it('never answers a volume beyond the 64-bit column, even at a price of one atom over six hours', () => {
    expect(volumeOf({ price: 1n, rng: new Prng(1) }, 6 * 3_600_000)).toBe(MAX_VOLUME);
    expect(volumeOf({ price: 10n ** 8n, rng: new Prng(1) }, 60_000)).toBeLessThan(MAX_VOLUME);
  });
});
