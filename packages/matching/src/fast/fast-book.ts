import { rejected } from '../result.js';
import type { Depth, DepthLevel, Order, OrderBook, RestingOrder, SubmitResult } from '../types.js';
import { DEFAULT_STP, MatchingError, validateLevels, validateOrder } from '../validate.js';
import { checkState } from './invariants.js';
import type { Ladder } from './ladder.js';
import { fillable, match } from './match.js';
import { ASK, BID, BookState, type FastBookOptions } from './state.js';

/**
 * The production order book: preallocated typed-array pools, an intrusive FIFO per price level, a sorted
 * ladder of price levels per side, and a Map from order id to slot. Resting an order allocates no object.
 */
export class FastOrderBook implements OrderBook {
  private readonly state: BookState;

  constructor(options: FastBookOptions = {}) {
    this.state = new BookState(options);
  }

  get size(): number {
    return this.state.index.size;
  }

  submit(order: Order): SubmitResult {
    validateOrder(order);
    const state = this.state;
    if (state.index.get(order.id) >= 0) throw new MatchingError('duplicate_id', `order ${order.id} is already resting`);
    const stp = order.stp ?? DEFAULT_STP;
    if (order.type === 'market') return match(state, order, -Infinity, stp);
    const buy = order.side === 'buy';
    const makers = buy ? state.asks : state.bids;
    const limitKey = buy ? -order.price : order.price;
    if (order.postOnly === true && makers.n > 0 && (makers.keys[makers.n - 1] as number) >= limitKey) {
      return rejected(order, 'post_only_would_cross');
    }
    if (order.tif === 'FOK' && !fillable(state, makers, limitKey, order.qty, order.owner, stp)) {
      return rejected(order, 'fok_not_fillable');
    }
    return match(state, order, limitKey, stp);
  }

  cancel(id: number): number {
    const s = this.state.index.get(id);
    return s < 0 ? 0 : this.state.remove(s);
  }

  get(id: number): RestingOrder | undefined {
    const s = this.state.index.get(id);
    if (s < 0) return undefined;
    const { orders, levels } = this.state;
    const lv = orders.level[s] as number;
    return {
      id,
      owner: orders.owner[s] as number,
      side: levels.side[lv] === BID ? 'buy' : 'sell',
      price: levels.price[lv] as number,
      qty: orders.qty[s] as number,
    };
  }

  depth(levels: number): Depth {
    validateLevels(levels);
    return { bids: this.levelsOf(this.state.bids, levels), asks: this.levelsOf(this.state.asks, levels) };
  }

  bestBid(): number | null {
    return this.state.best(BID);
  }

  bestAsk(): number | null {
    return this.state.best(ASK);
  }

  checkInvariants(): void {
    checkState(this.state);
  }

  private levelsOf(ladder: Ladder, max: number): DepthLevel[] {
    const lp = this.state.levels;
    const out: DepthLevel[] = [];
    for (let i = ladder.n - 1; i >= 0 && out.length < max; i--) {
      const lv = ladder.levels[i] as number;
      const orders = lp.count[lv] as number;
      if (orders > 0) out.push({ price: lp.price[lv] as number, qty: lp.qty[lv] as number, orders });
    }
    return out;
  }
}
