import type { Order, StpMode } from './types.js';

export type MatchingErrorCode = 'invalid_order' | 'duplicate_id';

/** A malformed order or a live duplicate id: a bug in the caller, which validates input at the boundary. */
export class MatchingError extends Error {
  constructor(
    readonly code: MatchingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MatchingError';
  }
}

export const DEFAULT_STP: StpMode = 'cancel_taker';

const isCount = (n: unknown): boolean => Number.isSafeInteger(n) && (n as number) > 0;
const isKey = (n: unknown): boolean => Number.isSafeInteger(n) && (n as number) >= 0;
const isStp = (s: unknown): boolean =>
  s === undefined || s === 'cancel_taker' || s === 'cancel_maker' || s === 'cancel_both';

function invalid(order: Order, what: string): never {
  throw new MatchingError('invalid_order', `order ${String(order.id)}: ${what}`);
}

/** Throws MatchingError('invalid_order') unless every field is in range; the book is left unchanged. */
export function validateOrder(order: Order): void {
  if (!isKey(order.id)) invalid(order, 'id must be a non-negative safe integer');
  if (!isKey(order.owner)) invalid(order, 'owner must be a non-negative safe integer');
  if (order.side !== 'buy' && order.side !== 'sell') invalid(order, 'side must be buy or sell');
  if (!isCount(order.qty)) invalid(order, 'qty must be a positive safe integer (lots)');
  if (!isStp(order.stp)) invalid(order, 'stp must be cancel_taker, cancel_maker or cancel_both');
  if (order.type === 'limit') {
    if (!isCount(order.price)) invalid(order, 'price must be a positive safe integer (ticks)');
    const tif = order.tif;
    if (tif !== undefined && tif !== 'GTC' && tif !== 'IOC' && tif !== 'FOK') invalid(order, 'tif must be GTC, IOC or FOK');
    if (order.postOnly !== undefined && typeof order.postOnly !== 'boolean') invalid(order, 'postOnly must be a boolean');
    if (order.postOnly === true && tif !== undefined && tif !== 'GTC') invalid(order, 'postOnly needs GTC');
  } else if (order.type === 'market') {
    if (order.funds !== undefined && !isCount(order.funds)) invalid(order, 'funds must be a positive safe integer');
  } else {
    invalid(order, 'type must be limit or market');
  }
}

/**
 * floor(a / b) for safe non-negative integers. Exact: were a / b not an integer yet rounded up to one, that
 * integer would be within a / b * 2^-53 of it, but it is at least 1 / b away, which needs a > 2^53.
 */
export function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}

/** Depth's level count: a non-negative integer, or Infinity for the whole book. */
export function validateLevels(levels: number): void {
  if (!(levels === Infinity || (Number.isSafeInteger(levels) && levels >= 0))) {
    throw new RangeError('levels must be a non-negative integer or Infinity');
  }
}
