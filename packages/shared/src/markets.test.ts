import { describe, expect, it } from 'vitest';
import { CHART_INTERVALS } from './constants.js';
import { CRYPTO_MARKETS, MARKETS, STOCK_MARKETS, candleStart, marketBySymbol } from './markets.js';
import { parseAmount } from './money.js';

describe('markets', () => {
  it('quotes BTC, ETH, USDC and at least eight more coins in USDT, and at least 8 stocks', () => {
    const bases = CRYPTO_MARKETS.map((m) => m.base);
    expect(bases).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDC']));
    expect(CRYPTO_MARKETS.length).toBeGreaterThanOrEqual(11);
    expect(CRYPTO_MARKETS.every((m) => m.quote === 'USDT')).toBe(true);
    expect(STOCK_MARKETS.length).toBeGreaterThanOrEqual(8);
  });

  it('has unique symbols and start prices that fit their price decimals', () => {
    expect(new Set(MARKETS.map((m) => m.symbol)).size).toBe(MARKETS.length);
    for (const m of MARKETS) expect(parseAmount(m.startPrice, m.priceDecimals)).toBeGreaterThan(0n);
  });

  it('finds a market by its wire symbol in several spellings', () => {
    expect(marketBySymbol('btc/usdt')?.symbol).toBe('BTC/USDT');
    expect(marketBySymbol('BTCUSDT')?.symbol).toBe('BTC/USDT');
    expect(marketBySymbol('eth-usdt')?.symbol).toBe('ETH/USDT');
    expect(marketBySymbol('AAPL')?.kind).toBe('stock');
    expect(marketBySymbol('NOPE')).toBeUndefined();
  });
});

describe('candleStart', () => {
  const t = Date.UTC(2026, 10, 18, 13, 47, 31, 250); // a Wednesday
  it('aligns each chart interval in UTC', () => {
    expect(candleStart('1m', t)).toBe(Date.UTC(2026, 10, 18, 13, 47));
    expect(candleStart('5m', t)).toBe(Date.UTC(2026, 10, 18, 13, 45));
    expect(candleStart('15m', t)).toBe(Date.UTC(2026, 10, 18, 13, 45));
    expect(candleStart('30m', t)).toBe(Date.UTC(2026, 10, 18, 13, 30));
    expect(candleStart('60m', t)).toBe(Date.UTC(2026, 10, 18, 13, 0));
    expect(candleStart('4h', t)).toBe(Date.UTC(2026, 10, 18, 12, 0));
    expect(candleStart('1d', t)).toBe(Date.UTC(2026, 10, 18));
    expect(candleStart('1w', t)).toBe(Date.UTC(2026, 10, 16));
    expect(candleStart('1mon', t)).toBe(Date.UTC(2026, 10, 1));
  });

  it('is idempotent and never after t, for every interval', () => {
    for (const iv of CHART_INTERVALS) {
      const s = candleStart(iv, t);
      expect(s).toBeLessThanOrEqual(t);
      expect(candleStart(iv, s)).toBe(s);
    }
  });
});
