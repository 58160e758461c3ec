import { IdIndex } from './id-index.js';
import { Ladder } from './ladder.js';
import { ASK, BID, LevelPool, NIL, OrderPool } from './pools.js';

export interface FastBookOptions {
  /** Initial order slots; the pools double when full. Default 1024. */
  readonly orders?: number;
  /** Initial price levels per side. Default 256. */
  readonly levels?: number;
}

/** The fast book's data: pools, one ladder per side, and the id -> order slot index. */
export class BookState {
  readonly orders: OrderPool;
  readonly levels: LevelPool;
  readonly bids: Ladder;
  readonly asks: Ladder;
  readonly index: IdIndex;

  constructor(options: FastBookOptions = {}) {
    const levels = options.levels ?? 256;
    this.orders = new OrderPool(options.orders ?? 1024);
    this.index = new IdIndex(options.orders ?? 1024);
    this.levels = new LevelPool(levels * 2);
    this.bids = new Ladder(levels);
    this.asks = new Ladder(levels);
  }

  ladder(side: number): Ladder {
    return side === BID ? this.bids : this.asks;
  }

  /** Appends an order at the back of its price level's queue, creating the level if needed. */
  rest(id: number, owner: number, side: number, price: number, qty: number): void {
    const ladder = side === BID ? this.bids : this.asks;
    const key = side === BID ? price : -price;
    const levels = this.levels;
    const i = ladder.search(key);
    let lv: number;
    if (i >= 0) {
      lv = ladder.levels[i] as number;
      if (levels.count[lv] === 0) ladder.empty--;
    } else {
      lv = levels.alloc(price, side);
      ladder.insertAt(~i, key, lv);
    }
    const o = this.orders;
    const s = o.alloc();
    const tail = levels.tail[lv] as number;
    o.id[s] = id;
    o.owner[s] = owner;
    o.qty[s] = qty;
    o.level[s] = lv;
    o.prev[s] = tail;
    o.next[s] = NIL;
    if (tail === NIL) levels.head[lv] = s;
    else o.next[tail] = s;
    levels.tail[lv] = s;
    levels.qty[lv] = (levels.qty[lv] as number) + qty;
    levels.count[lv] = (levels.count[lv] as number) + 1;
    this.index.add(id, s);
  }

  /** Takes a resting order out of the book; returns the lots it had. */
  remove(s: number): number {
    const o = this.orders;
    const levels = this.levels;
    const lv = o.level[s] as number;
    const qty = o.qty[s] as number;
    const prev = o.prev[s] as number;
    const next = o.next[s] as number;
    if (prev === NIL) levels.head[lv] = next;
    else o.next[prev] = next;
    if (next === NIL) levels.tail[lv] = prev;
    else o.prev[next] = prev;
    levels.qty[lv] = (levels.qty[lv] as number) - qty;
    this.index.delete(o.id[s] as number);
    o.release(s);
    const left = (levels.count[lv] as number) - 1;
    levels.count[lv] = left;
    if (left === 0) this.levelEmptied(lv);
    return qty;
  }

  private levelEmptied(lv: number): void {
    const ladder = this.levels.side[lv] === BID ? this.bids : this.asks;
    if (ladder.levels[ladder.n - 1] === lv) ladder.dropBest(this.levels);
    else ladder.emptied(this.levels);
  }

  best(side: number): number | null {
    const ladder = side === BID ? this.bids : this.asks;
    return ladder.n === 0 ? null : (this.levels.price[ladder.levels[ladder.n - 1] as number] as number);
  }
}

export { ASK, BID };
