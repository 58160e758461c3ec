/** Whole seconds left until `until` (epoch ms) at `now`, never negative. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
