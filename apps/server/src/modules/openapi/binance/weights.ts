import { API_KEY_ORDERS_PER_10S, API_KEY_WEIGHT_PER_MINUTE } from '@candor/shared';
import { B } from './errors.js';

type Window = { start: number; used: number };

/**
 * Binance-style request weights, counted per key (signed and keyed calls) or per IP (public calls) in the current
 * minute, and new orders per key in the current 10 seconds. Counted in the memory of the API node that answers
 * (the headers say what this node counted), like Binance's own per-server counters.
 */
export class Weights {
  private readonly minute = new Map<string, Window>();
  private readonly orders = new Map<string, Window>();

  constructor(readonly perMinute = API_KEY_WEIGHT_PER_MINUTE, readonly ordersPer10s = API_KEY_ORDERS_PER_10S) {}

  private add(map: Map<string, Window>, who: string, size: number, now: number, amount: number): Window {
    const start = now - (now % size);
    let w = map.get(who);
    if (!w || w.start !== start) {
      w = { start, used: 0 };
      map.set(who, w);
      if (map.size > 50_000) for (const [k, v] of map) if (v.start !== start) map.delete(k);
    }
    w.used += amount;
    return w;
  }

  /** Spends a request's weight; answers the minute's total, or throws -1003 past the limit. */
  spend(who: string, weight: number, now: number): number {
    const w = this.add(this.minute, who, 60_000, now, weight);
    if (w.used > this.perMinute) throw B.tooManyRequests(this.perMinute);
    return w.used;
  }

  /** Counts a new order; answers the 10 seconds' total, or throws -1015 past the limit. */
  order(who: string, now: number): number {
    const w = this.add(this.orders, who, 10_000, now, 1);
    if (w.used > this.ordersPer10s) throw B.tooManyOrders(this.ordersPer10s);
    return w.used;
  }
}
