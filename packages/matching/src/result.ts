import type { CancelReason, Fill, Order, StpCancel, SubmitResult } from './types.js';

// Shared, frozen empties: most submits trade nothing and cancel no resting order.
export const NO_FILLS: readonly Fill[] = Object.freeze([]);
export const NO_STP: readonly StpCancel[] = Object.freeze([]);

/** Builds a result with the same shape in every implementation, so results compare with deep equality. */
export function makeResult(
  id: number,
  fills: readonly Fill[],
  filled: number,
  resting: number,
  cancelled: number,
  reason: CancelReason | null,
  stpCancelled: readonly StpCancel[],
): SubmitResult {
  return { id, fills, filled, resting, cancelled, reason, stpCancelled };
}

/** Nothing traded and nothing rests: the whole order is cancelled for `reason`. */
export function rejected(order: Order, reason: CancelReason): SubmitResult {
  return makeResult(order.id, NO_FILLS, 0, 0, order.qty, reason, NO_STP);
}

export function makeFill(
  makerId: number,
  makerOwner: number,
  takerId: number,
  price: number,
  qty: number,
  makerRemaining: number,
): Fill {
  return { makerId, makerOwner, takerId, price, qty, makerRemaining };
}
