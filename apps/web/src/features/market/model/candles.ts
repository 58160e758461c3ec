import { CHART_INTERVALS, type ChartInterval } from '@candor/shared';

/** A candle as currency/new_timeshar and usstock/kline answer it (open time in ms, decimal strings). */
export type Candle = { time: number; open: string; high: string; low: string; close: string; volume: string };

export const CANDLE_PAGE = 300;
/** The interval a chart opens with: short enough to see the feed move, long enough for candles with a body. */
export const DEFAULT_INTERVAL: ChartInterval = '5m';

export function intervalOf(value: string | null): ChartInterval {
  return (CHART_INTERVALS as readonly string[]).includes(value ?? '') ? (value as ChartInterval) : DEFAULT_INTERVAL;
}

/** The payload of a `candle.<symbol>.<interval>` event as a candle, or null when malformed. */
export function readCandleEvent(data: unknown): Candle | null {
  if (typeof data !== 'object' || data === null) return null;
  const v = data as Record<string, unknown>;
  const strings = [v.o, v.h, v.l, v.c, v.v].every((x) => typeof x === 'string');
  if (typeof v.t !== 'number' || !strings) return null;
  return { time: v.t, open: String(v.o), high: String(v.h), low: String(v.l), close: String(v.c), volume: String(v.v) };
}

/** Pages of candles (each ascending, any order) and live candles merged: one per open time, ascending. */
export function mergeCandles(...lists: ReadonlyArray<readonly Candle[]>): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const list of lists) for (const c of list) byTime.set(c.time, c);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Where the next older page ends: the first open time loaded, or null when the last page came back short. */
export function olderCursor(pages: ReadonlyArray<readonly Candle[]>, limit = CANDLE_PAGE): number | null {
  const last = pages.at(-1);
  if (!last || last.length < limit) return null;
  return last[0]?.time ?? null;
}

/** A candle as a chart bar: time in UTC seconds, numbers for drawing only (the text on screen is formatted apart). */
export function toBar(c: Candle): { time: number; open: number; high: number; low: number; close: number } {
  return { time: Math.floor(c.time / 1000), open: Number(c.open), high: Number(c.high), low: Number(c.low), close: Number(c.close) };
}

export function toVolumeBar(c: Candle, up: string, down: string): { time: number; value: number; color: string } {
  return { time: Math.floor(c.time / 1000), value: Number(c.volume), color: Number(c.close) >= Number(c.open) ? up : down };
}
