/** Whole seconds left until `until` (epoch ms) at `now`, never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Milliseconds until the whole seconds left change: the countdown's next tick, whatever `until`'s sub-second phase. */
export function msToNextSecond(until: number, now: number): number {
  const rest = (until - now) % 1000;
  return rest > 0 ? rest : 1000;
}
