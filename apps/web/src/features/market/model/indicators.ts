import type { MarketCandle } from '@candor/shared';
import { BollingerBands, EMA, MACD, RSI, SMA } from 'trading-signals';

/**
 * Chart indicators, computed by trading-signals (a maintained TypeScript library) from the candles on the chart.
 * Drawing only: the numbers are floats of the decimal strings, never money.
 */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export const SUB_INDICATORS = ['VOL', 'MACD', 'RSI'] as const;
export type MainIndicator = (typeof MAIN_INDICATORS)[number];
export type SubIndicator = (typeof SUB_INDICATORS)[number];

/** Periods as the big exchanges' apps set them by default. */
export const PERIODS = { ma: [7, 25, 99], ema: [7, 25, 99], boll: { period: 20, deviations: 2 }, macd: { fast: 12, slow: 26, signal: 9 }, rsi: [6, 12, 24] } as const;

export type Point = { time: number; value: number };
export type Line = { key: string; points: Point[] };
export type MacdPoints = { macd: Point[]; signal: Point[]; histogram: Point[] };

const seconds = (c: MarketCandle): number => Math.floor(c.time / 1000);

/** Feeds every close to a fresh indicator; a candle gets a point once the indicator has enough input. */
function series<R>(candles: readonly MarketCandle[], make: () => { add(price: number): R | null }, pick: (r: R) => number): Point[] {
  const indicator = make();
  const points: Point[] = [];
  for (const c of candles) {
    const result = indicator.add(Number(c.close));
    if (result !== null) points.push({ time: seconds(c), value: pick(result) });
  }
  return points;
}

export function movingAverages(candles: readonly MarketCandle[], kind: 'MA' | 'EMA'): Line[] {
  const periods = kind === 'MA' ? PERIODS.ma : PERIODS.ema;
  return periods.map((p) => ({
    key: `${kind}${p}`,
    points: series(candles, () => (kind === 'MA' ? new SMA(p) : new EMA(p)), (v: number) => v),
  }));
}

export function bollinger(candles: readonly MarketCandle[]): Line[] {
  const { period, deviations } = PERIODS.boll;
  const bands = (pick: 'upper' | 'middle' | 'lower') => series(candles, () => new BollingerBands(period, deviations), (r) => r[pick]);
  return [{ key: 'UP', points: bands('upper') }, { key: 'MB', points: bands('middle') }, { key: 'DN', points: bands('lower') }];
}

export function macd(candles: readonly MarketCandle[]): MacdPoints {
  const { fast, slow, signal } = PERIODS.macd;
  const make = () => new MACD(new EMA(fast), new EMA(slow), new EMA(signal));
  return {
    macd: series(candles, make, (r) => r.macd),
    signal: series(candles, make, (r) => r.signal),
    histogram: series(candles, make, (r) => r.histogram),
  };
}

export function rsi(candles: readonly MarketCandle[]): Line[] {
  return PERIODS.rsi.map((p) => ({ key: `RSI${p}`, points: series(candles, () => new RSI(p), (v: number) => v) }));
}

export function mainLines(candles: readonly MarketCandle[], main: MainIndicator | null): Line[] {
  if (main === null) return [];
  return main === 'BOLL' ? bollinger(candles) : movingAverages(candles, main);
}

/** What the URL says, or the default: no overlay, volume below. */
export function mainOf(value: string | null): MainIndicator | null {
  return (MAIN_INDICATORS as readonly string[]).includes(value ?? '') ? (value as MainIndicator) : null;
}
export function subOf(value: string | null): SubIndicator | null {
  if (value === 'none') return null;
  return (SUB_INDICATORS as readonly string[]).includes(value ?? '') ? (value as SubIndicator) : 'VOL';
}
