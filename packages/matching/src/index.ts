// Public entry of @candor/matching: the order book contract, its two implementations and their errors.
import { FastOrderBook } from './fast/fast-book.js';
import type { FastBookOptions } from './fast/state.js';
import type { OrderBook } from './types.js';

export type {
  CancelReason, Depth, DepthLevel, Fill, LimitOrder, MarketOrder, Order, OrderBook, RestingOrder, Side, StpCancel,
  StpMode, SubmitResult, TimeInForce,
} from './types.js';
export { DEFAULT_STP, MatchingError, type MatchingErrorCode } from './validate.js';
export { ReferenceOrderBook } from './reference-book.js';
export { FastOrderBook };
export type { FastBookOptions };

/** The order book to use: the fast implementation. */
export function createOrderBook(options?: FastBookOptions): OrderBook {
  return new FastOrderBook(options);
}
