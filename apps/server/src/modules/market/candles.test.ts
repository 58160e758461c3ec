import { parseAmount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { CandleBook, MAX_VOLUME } from './candles.js';
import type { Tick } from './feed.js';

const p = (s: string) => parseAmount(s);
const tick = (minute: number, second: number, price: string, volume = '1'): Tick =>
  ({ symbol: 'BTC/USDT', price: p(price), volume: p(volume), time: Date.UTC(2026, 10, 18, 13, minute, second), source: 'sim' });

describe('CandleBook', () => {
  it('folds ticks into open, high, low, close and volume per interval', () => {
    const book = new CandleBook();
    book.apply([tick(0, 0, '100'), tick(0, 20, '105'), tick(0, 40, '95'), tick(0, 59, '101')]);
    const touched = book.apply([tick(1, 0, '102', '2')]);
    const oneMinute = touched.find((c) => c.interval === '1m');
    expect(oneMinute).toMatchObject({ openTime: Date.UTC(2026, 10, 18, 13, 1), open: p('102'), high: p('102'), low: p('102'), close: p('102'), volume: p('2') });
    const fiveMinutes = touched.find((c) => c.interval === '5m');
    expect(fiveMinutes).toMatchObject({ openTime: Date.UTC(2026, 10, 18, 13, 0), open: p('100'), high: p('105'), low: p('95'), close: p('102'), volume: p('6') });
    expect(touched.map((c) => c.interval).sort()).toEqual(['15m', '1d', '1m', '1mon', '1w', '30m', '4h', '5m', '60m']);
  });

  it('ignores a tick older than the open candle', () => {
    const book = new CandleBook();
    book.apply([tick(5, 0, '100')]);
    const touched = book.apply([tick(1, 0, '1')]);
    expect(touched.find((c) => c.interval === '1m')).toBeUndefined();
    expect(touched.find((c) => c.interval === '1d')?.low).toBe(p('1'));
  });

  it('continues a stored candle after a restart', () => {
    const book = new CandleBook([{ symbol: 'BTC/USDT', interval: '1d', openTime: Date.UTC(2026, 10, 18), open: p('90'), high: p('110'), low: p('80'), close: p('100'), volume: p('10') }]);
    const day = book.apply([tick(30, 0, '120')]).find((c) => c.interval === '1d');
    expect(day).toMatchObject({ open: p('90'), high: p('120'), low: p('80'), close: p('120'), volume: p('11') });
  });

  it('saturates a volume at the 64-bit column instead of failing the store (a cheap coin over a month)', () => {
    const book = new CandleBook();
    book.apply([tick(0, 0, '0.0001', '90000000000')]);
    const month = book.apply([tick(0, 1, '0.0001', '90000000000')]).find((c) => c.interval === '1mon');
    expect(month?.volume).toBe(MAX_VOLUME);
  });
});
