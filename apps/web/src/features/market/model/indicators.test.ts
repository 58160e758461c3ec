import type { MarketCandle } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { bollinger, macd, mainLines, mainOf, movingAverages, rsi, subOf } from './indicators';

const candles = (closes: number[]): MarketCandle[] => closes.map((c, i) => ({
  time: (i + 1) * 60_000, open: String(c), high: String(c + 1), low: String(c - 1), close: String(c), volume: '1',
}));

describe('indicators (trading-signals)', () => {
  const rising = candles(Array.from({ length: 120 }, (_, i) => 100 + i));
  it('MA: the mean of the last n closes, from the n-th candle on', () => {
    const [ma7] = movingAverages(rising, 'MA');
    expect(ma7?.key).toBe('MA7');
    expect(ma7?.points[0]).toEqual({ time: 420, value: 103 });
    expect(ma7?.points).toHaveLength(114);
  });
  it('EMA follows a rising series from below', () => {
    const lines = movingAverages(rising, 'EMA');
    expect(lines.map((l) => l.key)).toEqual(['EMA7', 'EMA25', 'EMA99']);
    const last = lines[0]?.points.at(-1);
    expect(last?.value).toBeLessThan(219);
    expect(last?.value).toBeGreaterThan(214);
  });
  it('BOLL: the middle band is the 20-period mean, the others two deviations away', () => {
    const [up, mid, dn] = bollinger(rising);
    const m = mid?.points.at(-1)?.value ?? 0;
    expect(m).toBeCloseTo(209.5, 6);
    expect((up?.points.at(-1)?.value ?? 0) - m).toBeCloseTo(m - (dn?.points.at(-1)?.value ?? 0), 6);
  });
  it('MACD is positive in a rising market and RSI at its top', () => {
    const m = macd(rising);
    expect(m.macd.at(-1)?.value).toBeGreaterThan(0);
    expect(m.histogram).toHaveLength(m.signal.length);
    expect(rsi(rising)[0]?.points.at(-1)?.value).toBeCloseTo(100, 6);
  });
  it('reads the choice from the URL', () => {
    expect(mainOf('BOLL')).toBe('BOLL');
    expect(mainOf('x')).toBeNull();
    expect(subOf(null)).toBe('VOL');
    expect(subOf('RSI')).toBe('RSI');
    expect(subOf('none')).toBeNull();
    expect(mainLines(rising, null)).toEqual([]);
  });
});
