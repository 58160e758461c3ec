import type { MarketCandle, MarketQuote } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { candleOf, mergeCandles, olderCursor, intervalOf } from './candles';
import { isUsMarketOpen } from './hours';
import { withSymbol } from './picker';
import { nextSort, searchQuotes, sortQuotes } from './sort';
import {
  applyTickers, changeFrom, changeTone, openFromChange, toLive, topByTurnover, topMarkets,
} from './quotes';

const quote = (symbol: string, price: string | null, change: string | null, extra: Partial<MarketQuote> = {}): MarketQuote => ({
  symbol, base: symbol.split('/')[0] ?? symbol, quote: 'USDT', name: `${symbol} coin`, kind: 'crypto', price, change,
  high: price, low: price, volume: '1', time: 1000, price_decimals: 2, stale: false, ...extra,
});

describe('24 h change of live quotes', () => {
  it('derives the open from the snapshot and measures new prices against it as the server does', () => {
    expect(openFromChange('110', '10')).toBe('100');
    expect(openFromChange('90', '-10')).toBe('100');
    expect(openFromChange('96000', '0')).toBe('96000');
    expect(changeFrom('110', '100')).toBe('10');
    expect(changeFrom('99.999', '100')).toBe('0');
    expect(changeFrom('100.019', '100')).toBe('0.01');
    expect(changeFrom('1', null)).toBeNull();
  });
  it('has no open without a change, a price, or for a nonsense change', () => {
    expect(openFromChange(null, '1')).toBeNull();
    expect(openFromChange('1', null)).toBeNull();
    expect(openFromChange('1', '-100')).toBeNull();
    expect(openFromChange('1', 'abc')).toBeNull();
  });
  it('moves price, high, low and change with newer ticks only, keeping the array when nothing moved', () => {
    const quotes = toLive([quote('BTC/USDT', '110', '10', { high: '112', low: '105' }), quote('ETH/USDT', '50', null)]);
    expect(applyTickers(quotes, [])).toBe(quotes);
    expect(applyTickers(quotes, [{ s: 'BTC/USDT', p: '1', t: 999 }, { s: 'XRP/USDT', p: '1', t: 2000 }])).toBe(quotes);
    const next = applyTickers(quotes, [{ s: 'BTC/USDT', p: '115', t: 1500 }, { s: 'BTC/USDT', p: '120', t: 2000 }, { s: 'ETH/USDT', p: '49.5', t: 2000 }]);
    expect(next[0]).toMatchObject({ price: '120', change: '20', high: '120', low: '105', time: 2000, open: '100' });
    expect(next[1]).toMatchObject({ price: '49.5', change: null, high: '50', low: '49.5' });
    const down = applyTickers(next, [{ s: 'BTC/USDT', p: '95', t: 3000 }]);
    expect(down[0]).toMatchObject({ price: '95', change: '-5', high: '120', low: '95' });
    expect(down[1]).toBe(next[1]);
  });
  it('starts a market that had no price yet from its first tick', () => {
    const quotes = toLive([quote('SOL/USDT', null, null, { time: null, high: null, low: null })]);
    expect(applyTickers(quotes, [{ s: 'SOL/USDT', p: '185.5', t: 1 }])[0]).toMatchObject({ price: '185.5', high: null, change: null });
  });
});

describe('search and sort', () => {
  const list = [
    quote('BTC/USDT', '96000', '-0.66', { name: 'Bitcoin' }),
    quote('ETH/USDT', '3400', '7.97', { name: 'Ethereum' }),
    quote('DOGE/USDT', '0.32', null, { name: 'Dogecoin' }),
    quote('SOL/USDT', null, null, { name: 'Solana' }),
  ];
  it('searches symbol, base and name, case-insensitively', () => {
    expect(searchQuotes(list, ' eth ').map((q) => q.symbol)).toEqual(['ETH/USDT']);
    expect(searchQuotes(list, 'coin').map((q) => q.symbol)).toEqual(['BTC/USDT', 'DOGE/USDT']);
    expect(searchQuotes(list, '')).toHaveLength(4);
    expect(searchQuotes(list, 'zzz')).toEqual([]);
  });
  it('sorts by exact decimals with the unknown last, by name, or not at all', () => {
    const symbols = (s: Parameters<typeof sortQuotes>[1]) => sortQuotes(list, s).map((q) => q.base);
    expect(symbols({ key: 'price', dir: 'desc' })).toEqual(['BTC', 'ETH', 'DOGE', 'SOL']);
    expect(symbols({ key: 'price', dir: 'asc' })).toEqual(['DOGE', 'ETH', 'BTC', 'SOL']);
    expect(symbols({ key: 'change', dir: 'desc' })).toEqual(['ETH', 'BTC', 'DOGE', 'SOL']);
    expect(symbols({ key: 'change', dir: 'asc' })).toEqual(['BTC', 'ETH', 'DOGE', 'SOL']);
    expect(symbols({ key: 'name', dir: 'asc' })).toEqual(['BTC', 'DOGE', 'ETH', 'SOL']);
    expect(symbols(null)).toEqual(['BTC', 'ETH', 'DOGE', 'SOL']);
    expect(sortQuotes([quote('A', '10.5', null), quote('B', '9.99', null)], { key: 'price', dir: 'desc' }).map((q) => q.symbol)).toEqual(['A', 'B']);
  });
  it('cycles a sort header: numbers descending first, names ascending first, then off', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', dir: 'desc' });
    expect(nextSort({ key: 'price', dir: 'desc' }, 'price')).toEqual({ key: 'price', dir: 'asc' });
    expect(nextSort({ key: 'price', dir: 'asc' }, 'price')).toBeNull();
    expect(nextSort({ key: 'price', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
  });
  it('picks the top markets by 24 h turnover', () => {
    const top = topByTurnover([
      quote('A', '2', null, { volume: '10' }), quote('B', null, null, { volume: '99' }), quote('C', '100', null, { volume: '1' }),
      quote('D', '0.5', null, { volume: '30' }),
    ], 3);
    expect(top.map((q) => q.symbol)).toEqual(['C', 'A', 'D']);
  });
  it('home’s top markets start with BTC and ETH whatever their volume', () => {
    const quotes = [
      quote('A/USDT', '2', null, { volume: '1000' }), quote('ETH/USDT', '3000', null, { volume: '0' }), quote('B/USDT', '1', null, { volume: '500' }),
      quote('BTC/USDT', '90000', null, { volume: '0' }),
    ];
    expect(topMarkets(quotes, 3).map((q) => q.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'A/USDT']);
    expect(topMarkets(quotes, 1).map((q) => q.symbol)).toEqual(['BTC/USDT']);
    expect(topMarkets(quotes.filter((q) => q.symbol !== 'BTC/USDT'), 2).map((q) => q.symbol)).toEqual(['ETH/USDT', 'A/USDT']);
  });
  it('tones a change', () => {
    expect(changeTone('1.2')).toBe('up');
    expect(changeTone('-0.01')).toBe('down');
    expect(changeTone('0')).toBe('flat');
    expect(changeTone('-0')).toBe('flat');
    expect(changeTone(null)).toBe('flat');
  });
});

describe('US market hours', () => {
  it('follows New York regular hours across daylight saving, weekends closed', () => {
    expect(isUsMarketOpen(Date.UTC(2026, 0, 5, 14, 30))).toBe(true); // Mon 09:30 EST
    expect(isUsMarketOpen(Date.UTC(2026, 0, 5, 14, 29))).toBe(false);
    expect(isUsMarketOpen(Date.UTC(2026, 0, 5, 20, 59))).toBe(true); // 15:59 EST
    expect(isUsMarketOpen(Date.UTC(2026, 0, 5, 21, 0))).toBe(false);
    expect(isUsMarketOpen(Date.UTC(2026, 6, 6, 13, 30))).toBe(true); // Mon 09:30 EDT
    expect(isUsMarketOpen(Date.UTC(2026, 6, 6, 20, 0))).toBe(false); // 16:00 EDT
    expect(isUsMarketOpen(Date.UTC(2026, 0, 10, 16, 0))).toBe(false); // Saturday
  });
});

describe('candles', () => {
  const c = (time: number, close = '1'): MarketCandle => ({ time, open: '1', high: '1', low: '1', close, volume: '0' });
  it('merges pages and live candles by open time, the later list winning', () => {
    const merged = mergeCandles([c(3), c(4)], [c(1), c(2), c(3, 'old')], [c(4, 'live'), c(5)]);
    expect(merged.map((x) => `${x.time}:${x.close}`)).toEqual(['1:1', '2:1', '3:old', '4:live', '5:1']);
  });
  it('asks for older candles before the first loaded one until a page comes back short', () => {
    expect(olderCursor([[c(10), c(11)]], 2)).toBe(10);
    expect(olderCursor([[c(10), c(11)], [c(8), c(9)]], 2)).toBe(8);
    expect(olderCursor([[c(10), c(11)], [c(9)]], 2)).toBeNull();
    expect(olderCursor([], 2)).toBeNull();
  });
  it('reads candle events, and intervals defensively', () => {
    expect(candleOf({ s: 'BTC/USDT', i: '1m', t: 60_000, o: '1', h: '2', l: '0.5', c: '1.5', v: '3' }))
      .toEqual({ time: 60_000, open: '1', high: '2', low: '0.5', close: '1.5', volume: '3' });
    expect(intervalOf('1d')).toBe('1d');
    expect(intervalOf('2h')).toBe('5m');
    expect(intervalOf(null)).toBe('5m');
    expect(intervalOf('1m')).toBe('1m');
  });
});

describe('symbol picker', () => {
  it('returns to the asking page with the choice in its query', () => {
    expect(withSymbol('/pages/trade/kline', 'ETH/USDT')).toBe('/pages/trade/kline?symbol=ETH/USDT');
    expect(withSymbol('/pages/trade/index?symbol=BTC/USDT&side=buy', 'SOL/USDT')).toBe('/pages/trade/index?symbol=SOL/USDT&side=buy');
    expect(withSymbol('/pages/wallet/swap/index?x=1#top', 'DOGE/USDT')).toBe('/pages/wallet/swap/index?x=1&symbol=DOGE/USDT#top');
  });
});
