import { settleOption, tryParseAmount, type Atoms } from '@candor/shared';
import type { Direction, OrderResult, Verification } from './types';

export type Recomputed = { result: OrderResult; outcome: Direction | null; credited: Atoms };

/**
 * The settlement recomputed in the browser from the ticks the verification shows, by the shared published rule
 * (@candor/shared rules/options): the page does not take the server's word for the result. Null while the order is
 * open and no close tick is cited yet before its void deadline.
 */
export function recompute(v: Verification, now: number): Recomputed | null {
  const open = tryParseAmount(v.openTick.price);
  if (open === null) return null;
  const close = v.closeTick ? tryParseAmount(v.closeTick.price) : null;
  if (v.closeTick === null && now <= v.voidDeadline) return null;
  const figures = settleOption({
    direction: v.direction, stake: v.stake, rateBps: v.rateBps, priceDecimals: v.priceDecimals, closeTime: v.closeTime, open,
    close: v.closeTick && close !== null ? { price: close, time: v.closeTick.time } : null,
  });
  return { result: figures.result, outcome: figures.outcome, credited: figures.credited };
}

/** Whether the browser's figures agree with what was stored. */
export const agrees = (r: Recomputed, v: Verification): boolean =>
  r.result === v.stored.result && r.outcome === v.stored.outcome && r.credited === v.stored.credited;
