import { CHART_INTERVALS, type CandlePayload, type ChartInterval, type MarketCandle } from '@candor/shared';

export const CANDLE_PAGE = 300;
/** The interval a chart opens with: short enough to see the feed move, long enough for candles with a body. */
export const DEFAULT_INTERVAL: ChartInterval = '5m';

export function intervalOf(value: string | null): ChartInterval {
  return (CHART_INTERVALS as readonly string[]).includes(value ?? '') ? (value as ChartInterval) : DEFAULT_INTERVAL;
}

/** An event of a `candle.<symbol>.<interval>` channel as a candle of the kline calls. */
export function candleOf(e: CandlePayload): MarketCandle {
  return { time: e.t, open: e.o, high: e.h, low: e.l, close: e.c, volume: e.v };
}

/** Pages of candles (each ascending, any order) and live candles merged: one per open time, ascending. */
export function mergeCandles(...lists: ReadonlyArray<readonly MarketCandle[]>): MarketCandle[] {
  const byTime = new Map<number, MarketCandle>();
  for (const list of lists) for (const c of list) byTime.set(c.time, c);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Where the next older page ends: the first open time loaded, or null when the last page came back short. */
export function olderCursor(pages: ReadonlyArray<readonly MarketCandle[]>, limit = CANDLE_PAGE): number | null {
  const last = pages.at(-1);
  if (!last || last.length < limit) return null;
  return last[0]?.time ?? null;
}

/** A candle as a chart bar: time in UTC seconds, numbers for drawing only (the text on screen is formatted apart). */
export function toBar(c: MarketCandle): { time: number; open: number; high: number; low: number; close: number } {
  return { time: Math.floor(c.time / 1000), open: Number(c.open), high: Number(c.high), low: Number(c.low), close: Number(c.close) };
}

export function toVolumeBar(c: MarketCandle, up: string, down: string): { time: number; value: number; color: string } {
  return { time: Math.floor(c.time / 1000), value: Number(c.volume), color: Number(c.close) >= Number(c.open) ? up : down };
}
