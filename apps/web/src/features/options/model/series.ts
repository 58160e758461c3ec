/** A point of the live line: time in whole UTC seconds, the price as a number for drawing only (text is formatted apart). */
export type Point = { time: number; value: number };

/** The chart keeps this many points: about half an hour of ticks at one a second. */
export const MAX_POINTS = 1800;

/**
 * Adds a tick to the line: a later second appends, the same second replaces its point (the last price of a second
 * is drawn), an older tick is dropped (the line's time only moves forward).
 */
export function addTick(points: readonly Point[], timeMs: number, price: string): Point[] {
  const value = Number(price);
  if (!Number.isFinite(value)) return [...points];
  const time = Math.floor(timeMs / 1000);
  const last = points.at(-1);
  if (last && time < last.time) return [...points];
  const kept = last && last.time === time ? points.slice(0, -1) : points;
  const next = [...kept, { time, value }];
  return next.length > MAX_POINTS ? next.slice(next.length - MAX_POINTS) : next;
}

/** Minute closes of the history (candles, ascending) before the first live point: where the line starts. */
export function seedPoints(candles: ReadonlyArray<{ time: number; close: string }>, live: readonly Point[]): Point[] {
  const first = live[0]?.time ?? Number.POSITIVE_INFINITY;
  const history = candles
    .map((c) => ({ time: Math.floor(c.time / 1000), value: Number(c.close) }))
    .filter((p) => Number.isFinite(p.value) && p.time < first);
  return [...history, ...live];
}
