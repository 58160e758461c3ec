import { makeFill, makeResult, NO_FILLS, NO_STP, rejected } from './result.js';
import type {
  CancelReason, Depth, DepthLevel, Fill, Order, OrderBook, RestingOrder, Side, StpCancel, SubmitResult,
} from './types.js';
import { DEFAULT_STP, floorDiv, MatchingError, validateLevels, validateOrder } from './validate.js';

interface RefOrder {
  id: number;
  owner: number;
  side: Side;
  price: number;
  qty: number;
  /** Arrival number: time priority within a price. */
  seq: number;
}

/** Best price first, then first come first served. */
function priority(a: RefOrder, b: RefOrder): number {
  const byPrice = a.side === 'buy' ? b.price - a.price : a.price - b.price;
  return byPrice !== 0 ? byPrice : a.seq - b.seq;
}

function aggregate(orders: readonly RefOrder[], levels: number): DepthLevel[] {
  const out: { price: number; qty: number; orders: number }[] = [];
  for (const o of orders) {
    const last = out[out.length - 1];
    if (last !== undefined && last.price === o.price) {
      last.qty += o.qty;
      last.orders += 1;
    } else {
      if (out.length === levels) break;
      out.push({ price: o.price, qty: o.qty, orders: 1 });
    }
  }
  return out;
}

/**
 * The obviously correct order book: each side is one array of orders kept sorted by price-time priority,
 * and fill-or-kill is tried on a copy of the book. Slow on purpose; the fast book must agree with it.
 */
export class ReferenceOrderBook implements OrderBook {
  private bids: RefOrder[] = [];
  private asks: RefOrder[] = [];
  private seq = 0;

  get size(): number {
    return this.bids.length + this.asks.length;
  }

  submit(order: Order): SubmitResult {
    validateOrder(order);
    if (this.find(order.id) !== undefined) {
      throw new MatchingError('duplicate_id', `order ${order.id} is already resting`);
    }
    if (order.type === 'limit' && order.postOnly === true) {
      const best = order.side === 'buy' ? this.asks[0] : this.bids[0];
      const crosses = best !== undefined && (order.side === 'buy' ? best.price <= order.price : best.price >= order.price);
      if (crosses) return rejected(order, 'post_only_would_cross');
    }
    if (order.type === 'limit' && order.tif === 'FOK') {
      const trial = this.copy();
      const result = trial.execute(order);
      if (result.filled < order.qty) return rejected(order, 'fok_not_fillable');
      this.bids = trial.bids;
      this.asks = trial.asks;
      this.seq = trial.seq;
      return result;
    }
    return this.execute(order);
  }

  cancel(id: number): number {
    for (const side of [this.bids, this.asks]) {
      const i = side.findIndex((o) => o.id === id);
      if (i >= 0) return side.splice(i, 1)[0]?.qty ?? 0;
    }
    return 0;
  }

  get(id: number): RestingOrder | undefined {
    const o = this.find(id);
    return o === undefined ? undefined : { id: o.id, owner: o.owner, side: o.side, price: o.price, qty: o.qty };
  }

  depth(levels: number): Depth {
    validateLevels(levels);
    return { bids: aggregate(this.bids, levels), asks: aggregate(this.asks, levels) };
  }

  bestBid(): number | null {
    return this.bids[0]?.price ?? null;
  }

  bestAsk(): number | null {
    return this.asks[0]?.price ?? null;
  }

  checkInvariants(): void {
    const ids = new Set<number>();
    for (const [side, orders] of [['buy', this.bids], ['sell', this.asks]] as const) {
      orders.forEach((o, i) => {
        const prev = orders[i - 1];
        if (o.side !== side) throw new Error(`order ${o.id} is on the wrong side`);
        if (!Number.isSafeInteger(o.qty) || o.qty <= 0) throw new Error(`order ${o.id} rests with qty ${o.qty}`);
        if (prev !== undefined && priority(prev, o) >= 0) throw new Error(`order ${o.id} is out of priority order`);
        if (ids.has(o.id)) throw new Error(`order ${o.id} rests twice`);
        ids.add(o.id);
      });
    }
    const bid = this.bestBid();
    const ask = this.bestAsk();
    if (bid !== null && ask !== null && bid >= ask) throw new Error(`book is crossed: bid ${bid} >= ask ${ask}`);
  }

  private find(id: number): RefOrder | undefined {
    return this.bids.find((o) => o.id === id) ?? this.asks.find((o) => o.id === id);
  }

  private copy(): ReferenceOrderBook {
    const c = new ReferenceOrderBook();
    c.bids = this.bids.map((o) => ({ ...o }));
    c.asks = this.asks.map((o) => ({ ...o }));
    c.seq = this.seq;
    return c;
  }

  /** Matches against the opposite side from its head, then rests, or cancels the remainder with a reason. */
  private execute(order: Order): SubmitResult {
    const makers = order.side === 'buy' ? this.asks : this.bids;
    const stp = order.stp ?? DEFAULT_STP;
    const fills: Fill[] = [];
    const stpCancelled: StpCancel[] = [];
    let remaining = order.qty;
    let funds = order.type === 'market' && order.funds !== undefined ? order.funds : Infinity;
    let stop: CancelReason | null = null;
    while (remaining > 0) {
      const maker = makers[0];
      if (maker === undefined) break;
      if (order.type === 'limit' && (order.side === 'buy' ? maker.price > order.price : maker.price < order.price)) break;
      if (maker.owner === order.owner) {
        if (stp !== 'cancel_taker') {
          makers.shift();
          stpCancelled.push({ id: maker.id, owner: maker.owner, qty: maker.qty });
        }
        if (stp !== 'cancel_maker') {
          stop = 'self_trade';
          break;
        }
        continue;
      }
      const affordable = funds === Infinity ? Infinity : floorDiv(funds, maker.price);
      const qty = Math.min(remaining, maker.qty, affordable);
      if (qty === 0) {
        stop = 'funds_exhausted';
        break;
      }
      maker.qty -= qty;
      remaining -= qty;
      funds -= qty * maker.price;
      fills.push(makeFill(maker.id, maker.owner, order.id, maker.price, qty, maker.qty));
      if (maker.qty === 0) makers.shift();
    }
    const done = fills.length > 0 ? fills : NO_FILLS;
    const expired = stpCancelled.length > 0 ? stpCancelled : NO_STP;
    const filled = order.qty - remaining;
    if (remaining === 0) return makeResult(order.id, done, filled, 0, 0, null, expired);
    if (stop === null && order.type === 'limit' && (order.tif ?? 'GTC') === 'GTC') {
      const own = order.side === 'buy' ? this.bids : this.asks;
      own.push({ id: order.id, owner: order.owner, side: order.side, price: order.price, qty: remaining, seq: this.seq++ });
      own.sort(priority);
      return makeResult(order.id, done, filled, remaining, 0, null, expired);
    }
    const reason = stop ?? (order.type === 'market' ? 'no_liquidity' : order.tif === 'IOC' ? 'ioc_remainder' : 'fok_not_fillable');
    return makeResult(order.id, done, filled, 0, remaining, reason, expired);
  }
}
