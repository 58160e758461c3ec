import { API_KEY_ORDERS_PER_10S, API_KEY_WEIGHT_PER_MINUTE } from '@candor/shared';
import { B } from './errors.js';

type Window = { start: number; used: number };

/** Where a key's counters live: the platform's rate limiter (counters in the database, shared by every API node). */
export type SharedCounter = { add(rule: { name: string; limit: number; windowMs: number }, subject: string, amount: number): Promise<{ count: number }> };

/**
 * Binance-style request weights, counted per key (signed and keyed calls) or per IP (public calls) in the current
 * minute, and new orders per key in the current 10 seconds. A key's counters are shared by every API node (the
 * platform's database-backed rate limiter), so a bot spreading its calls over nodes meets the same limit; an IP's
 * public weight is counted by the node that answers (public reads are cheap, and a database write per public
 * request would cost more than the limit protects).
 */
export class Weights {
  private readonly minute = new Map<string, Window>();
  private readonly orders = new Map<string, Window>();

  constructor(readonly perMinute = API_KEY_WEIGHT_PER_MINUTE, readonly ordersPer10s = API_KEY_ORDERS_PER_10S, private readonly shared?: SharedCounter) {}

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

  private async count(kind: 'weight' | 'orders', who: string, size: number, now: number, amount: number): Promise<number> {
    if (this.shared && who.startsWith('key:')) {
      const limit = kind === 'weight' ? this.perMinute : this.ordersPer10s;
      return (await this.shared.add({ name: `binance_${kind}`, limit, windowMs: size }, who, amount)).count;
    }
    return this.add(kind === 'weight' ? this.minute : this.orders, who, size, now, amount).used;
  }

  /** Spends a request's weight; answers the minute's total, or throws -1003 past the limit. */
  async spend(who: string, weight: number, now: number): Promise<number> {
    const used = await this.count('weight', who, 60_000, now, weight);
    if (used > this.perMinute) throw B.tooManyRequests(this.perMinute);
    return used;
  }

  /** Counts a new order; answers the 10 seconds' total, or throws -1015 past the limit. */
  async order(who: string, now: number): Promise<number> {
    const used = await this.count('orders', who, 10_000, now, 1);
    if (used > this.ordersPer10s) throw B.tooManyOrders(this.ordersPer10s);
    return used;
  }
}
