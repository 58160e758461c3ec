// Helpers for the contract suite: order builders, expected values, and a wrapper that checks the book's
// internal state after every step.
import type { Fill, LimitOrder, MarketOrder, OrderBook, Side, StpCancel, StpMode, SubmitResult, TimeInForce } from '../types.js';

export type MakeBook = () => OrderBook;

export interface LimitOpts {
  /** Default: the order id, so orders never self-trade unless a test says so. */
  owner?: number;
  tif?: TimeInForce;
  postOnly?: boolean;
  stp?: StpMode;
}

function limit(side: Side, id: number, price: number, qty: number, opts: LimitOpts): LimitOrder {
  const { owner = id, ...rest } = opts;
  return { type: 'limit', id, owner, side, price, qty, ...rest };
}

export const buy = (id: number, price: number, qty: number, opts: LimitOpts = {}): LimitOrder =>
  limit('buy', id, price, qty, opts);
export const sell = (id: number, price: number, qty: number, opts: LimitOpts = {}): LimitOrder =>
  limit('sell', id, price, qty, opts);

export interface MarketOpts {
  owner?: number;
  funds?: number;
  stp?: StpMode;
}

function market(side: Side, id: number, qty: number, opts: MarketOpts): MarketOrder {
  const { owner = id, ...rest } = opts;
  return { type: 'market', id, owner, side, qty, ...rest };
}

export const marketBuy = (id: number, qty: number, opts: MarketOpts = {}): MarketOrder => market('buy', id, qty, opts);
export const marketSell = (id: number, qty: number, opts: MarketOpts = {}): MarketOrder => market('sell', id, qty, opts);

/** An expected fill; the maker's owner defaults to its id, as the builders above do. */
export function fill(makerId: number, takerId: number, price: number, qty: number, makerRemaining: number, makerOwner = makerId): Fill {
  return { makerId, makerOwner, takerId, price, qty, makerRemaining };
}

export function result(id: number, fills: Fill[], rest: Partial<Omit<SubmitResult, 'id' | 'fills'>> = {}): SubmitResult {
  const filled = fills.reduce((sum, f) => sum + f.qty, 0);
  const stpCancelled: StpCancel[] = [];
  return { id, fills, filled, resting: 0, cancelled: 0, reason: null, stpCancelled, ...rest };
}

/** Delegates to `book`, running its internal-state check before the first step and after every change. */
export function checked(book: OrderBook): OrderBook {
  book.checkInvariants();
  return {
    submit(order) {
      try {
        return book.submit(order);
      } finally {
        book.checkInvariants();
      }
    },
    cancel(id) {
      const qty = book.cancel(id);
      book.checkInvariants();
      return qty;
    },
    get: (id) => book.get(id),
    depth: (levels) => book.depth(levels),
    bestBid: () => book.bestBid(),
    bestAsk: () => book.bestAsk(),
    get size() {
      return book.size;
    },
    checkInvariants: () => book.checkInvariants(),
  };
}

/** Submits orders that must rest whole (a setup step, asserted). */
export function seed(book: OrderBook, ...orders: LimitOrder[]): void {
  for (const o of orders) {
    const r = book.submit(o);
    if (r.resting !== o.qty) throw new Error(`seed order ${o.id} did not rest whole`);
  }
}
