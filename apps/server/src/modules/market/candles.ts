import { CHART_INTERVALS, candleStart, type ChartInterval } from '@candor/shared';
import type { Tick } from './feed.js';

export type Candle = {
  symbol: string;
  interval: ChartInterval;
  openTime: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: bigint;
};

/** The largest volume a candle or tick stores (a signed 64-bit column): sums saturate there instead of failing. */
export const MAX_VOLUME = 2n ** 63n - 1n;

const addVolume = (a: bigint, b: bigint): bigint => (a + b > MAX_VOLUME ? MAX_VOLUME : a + b);

/**
 * Candles derived from ticks, one open candle per symbol and interval. Ticks of a symbol arrive in time order;
 * a tick older than the open candle is ignored for candles (it is still stored as a tick).
 */
export class CandleBook {
  private readonly open = new Map<string, Candle>();

  constructor(seed: Candle[] = []) {
    for (const c of seed) this.remember(c);
  }

  private remember(c: Candle): void {
    const key = `${c.symbol}|${c.interval}`;
    const current = this.open.get(key);
    if (!current || current.openTime <= c.openTime) this.open.set(key, c);
  }

  /** Applies ticks; answers every candle they touched, in its new state. */
  apply(ticks: Tick[]): Candle[] {
    const touched = new Map<string, Candle>();
    for (const tick of ticks) {
      for (const interval of CHART_INTERVALS) {
        const key = `${tick.symbol}|${interval}`;
        const start = candleStart(interval, tick.time);
        const current = this.open.get(key);
        if (current && start < current.openTime) continue;
        let next: Candle;
        if (!current || start > current.openTime) {
          next = { symbol: tick.symbol, interval, openTime: start, open: tick.price, high: tick.price, low: tick.price, close: tick.price, volume: addVolume(0n, tick.volume) };
        } else {
          next = {
            ...current,
            high: tick.price > current.high ? tick.price : current.high,
            low: tick.price < current.low ? tick.price : current.low,
            close: tick.price,
            volume: addVolume(current.volume, tick.volume),
          };
        }
        this.open.set(key, next);
        touched.set(`${key}|${start}`, next);
      }
    }
    return [...touched.values()];
  }
}
