import { sql } from 'kysely';
import type { Clock } from './clock.js';
import type { Db } from './db/database.js';

export type RateRule = { name: string; limit: number; windowMs: number };

/**
 * Fixed-window counters kept in the database, so the limit holds across API nodes.
 * `hit` counts one attempt and answers whether it is still within the limit.
 */
export class RateLimiter {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  private keyOf(rule: RateRule, subject: string): { key: string; expiresAt: number } {
    const now = this.clock.now();
    const windowStart = now - (now % rule.windowMs);
    return { key: `${rule.name}:${subject}:${windowStart}`, expiresAt: windowStart + rule.windowMs };
  }

  async hit(rule: RateRule, subject: string): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const { count, retryAfterMs } = await this.add(rule, subject, 1);
    return { allowed: count <= rule.limit, retryAfterMs };
  }

  /** Counts `amount` (a request's weight) in the current window and answers the window's total. */
  async add(rule: RateRule, subject: string, amount: number): Promise<{ count: number; retryAfterMs: number }> {
    const { key, expiresAt } = this.keyOf(rule, subject);
    const row = await this.db
      .insertInto('rate_counters')
      .values({ key, count: amount, expires_at: expiresAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql<number>`rate_counters.count + ${amount}` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), retryAfterMs: expiresAt - this.clock.now() };
  }

  /** How many hits the current window holds, without counting one. */
  async count(rule: RateRule, subject: string): Promise<number> {
    const { key } = this.keyOf(rule, subject);
    const row = await this.db.selectFrom('rate_counters').select('count').where('key', '=', key).executeTakeFirst();
    return row?.count ?? 0;
  }

  async reset(rule: RateRule, subject: string): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('key', '=', this.keyOf(rule, subject).key).execute();
  }

  async purgeExpired(): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('expires_at', '<', this.clock.now()).execute();
  }
}
