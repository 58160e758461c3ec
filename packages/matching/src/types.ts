// The contract every order book implementation meets. Prices are integer ticks, quantities integer lots,
// ids and owners non-negative integers: all plain numbers within 2^53, converted at the boundary.

export type Side = 'buy' | 'sell';

/** GTC rests its remainder; IOC cancels its remainder; FOK fills entirely at once or does nothing. */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

/**
 * What happens when a taker would trade with a resting order of the same owner (the check is made on the
 * resting order that is next in price-time priority, before any trade with it):
 * - cancel_taker: the taker's remainder is cancelled; the resting order stays (the default).
 * - cancel_maker: that resting order is cancelled and matching goes on.
 * - cancel_both: both are cancelled.
 */
export type StpMode = 'cancel_taker' | 'cancel_maker' | 'cancel_both';

export interface LimitOrder {
  readonly type: 'limit';
  readonly id: number;
  /** Account or user id: orders of one owner never trade with each other. */
  readonly owner: number;
  readonly side: Side;
  /** Limit price in ticks, > 0. */
  readonly price: number;
  /** Quantity in lots, > 0. */
  readonly qty: number;
  /** Default GTC. */
  readonly tif?: TimeInForce;
  /** Rejected whole if it would trade on arrival; only with GTC. */
  readonly postOnly?: boolean;
  /** Default cancel_taker. */
  readonly stp?: StpMode;
}

/** Trades against the book at any price; never rests. */
export interface MarketOrder {
  readonly type: 'market';
  readonly id: number;
  readonly owner: number;
  readonly side: Side;
  /** Quantity in lots, > 0. To spend a budget only, pass Number.MAX_SAFE_INTEGER with `funds`. */
  readonly qty: number;
  /**
   * Optional cap on the notional traded, in ticks x lots (sum of price * qty over the fills), > 0. For a buy it
   * is the quote budget; for a sell, the most quote to receive. Matching stops before a fill would pass it.
   */
  readonly funds?: number;
  readonly stp?: StpMode;
}

export type Order = LimitOrder | MarketOrder;

/** Why some or all of the taker's quantity did not trade and does not rest. */
export type CancelReason =
  | 'ioc_remainder'
  | 'fok_not_fillable'
  | 'post_only_would_cross'
  | 'self_trade'
  | 'no_liquidity'
  | 'funds_exhausted';

export interface Fill {
  readonly makerId: number;
  readonly makerOwner: number;
  readonly takerId: number;
  /** The resting order's price. */
  readonly price: number;
  readonly qty: number;
  /** Lots of the resting order still on the book after this fill; 0 when it is filled. */
  readonly makerRemaining: number;
}

/** A resting order removed by self-trade prevention. */
export interface StpCancel {
  readonly id: number;
  readonly owner: number;
  /** Lots that were resting. */
  readonly qty: number;
}

export interface SubmitResult {
  readonly id: number;
  /** In the order they happened. */
  readonly fills: readonly Fill[];
  /** Lots traded: the sum of the fills' qty. */
  readonly filled: number;
  /** Lots now resting on the book under this order's id; 0 when it does not rest. */
  readonly resting: number;
  /** Lots neither traded nor resting. filled + resting + cancelled = qty. */
  readonly cancelled: number;
  /** Set exactly when cancelled > 0. */
  readonly reason: CancelReason | null;
  /** Resting orders cancelled by self-trade prevention, in the order it met them. */
  readonly stpCancelled: readonly StpCancel[];
}

export interface RestingOrder {
  readonly id: number;
  readonly owner: number;
  readonly side: Side;
  readonly price: number;
  /** Lots still resting. */
  readonly qty: number;
}

export interface DepthLevel {
  readonly price: number;
  /** Lots resting at this price. */
  readonly qty: number;
  /** Orders resting at this price. */
  readonly orders: number;
}

export interface Depth {
  /** Best (highest) first. */
  readonly bids: readonly DepthLevel[];
  /** Best (lowest) first. */
  readonly asks: readonly DepthLevel[];
}

export interface OrderBook {
  /** Matches, rests or cancels one order. Throws MatchingError for a malformed order or a live duplicate id. */
  submit(order: Order): SubmitResult;
  /** Removes a resting order; returns the lots removed, 0 when the id is not resting (unknown, filled, cancelled). */
  cancel(id: number): number;
  get(id: number): RestingOrder | undefined;
  /** Aggregated price levels, at most `levels` per side (Infinity for all). */
  depth(levels: number): Depth;
  bestBid(): number | null;
  bestAsk(): number | null;
  /** Resting orders. */
  readonly size: number;
  /** Throws when the internal state is inconsistent; for tests after every step. */
  checkInvariants(): void;
}
