import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from './database.js';

/** PostgreSQL's deadlock_detected and serialization_failure: the database gave up on the transaction, not the work. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** Whether `err` (or an error it wraps) is a deadlock or a serialization failure, which a new attempt may pass. */
export function isRetryable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

/** How a transaction refused by a deadlock or a serialization failure is tried again. */
export type RetryPolicy = {
  /** Attempts in all (the first one included). */
  attempts: number;
  /** The wait before attempt n+1 is a random time in [baseMs * n / 2, baseMs * n]. */
  baseMs: number;
  random(): number;
  wait(ms: number): Promise<void>;
};

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 4,
  baseMs: 20,
  random: Math.random,
  wait: (ms) => new Promise((resolve) => { setTimeout(resolve, ms); }),
};

/**
 * Database transactions with work to do after the commit: a module that changes state inside a transaction (the
 * ledger's balances, an order's new status) announces it on the bus only once the change is durable, and never when
 * the transaction rolls back.
 *
 * A transaction PostgreSQL refuses with a deadlock or a serialization failure is run again, whole, a few times after a
 * small random wait (`RetryPolicy`): the work is called again on a new transaction, and its after-commit work runs
 * once, for the attempt that committed. Work that changed something outside the database during an attempt (an
 * engine's book) says so with `noRetry(tx)`; that attempt's failure is then final, as before.
 */
export class Transactions {
  private readonly after = new WeakMap<Tx, (() => void)[]>();
  private readonly once = new WeakSet<Tx>();

  constructor(private readonly db: Db, private readonly log?: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly retry: RetryPolicy = DEFAULT_RETRY) {}

  async run<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const hooks: (() => void)[] = [];
      let current: Tx | undefined;
      let result: T;
      try {
        result = await this.db.transaction().execute((tx) => {
          current = tx;
          this.after.set(tx, hooks);
          return fn(tx);
        });
      } catch (err) {
        const repeatable = current === undefined || !this.once.has(current);
        if (attempt >= this.retry.attempts || !repeatable || !isRetryable(err)) throw err;
        const ms = this.retry.baseMs * attempt * (0.5 + this.retry.random() / 2);
        this.log?.warn({ err, attempt, ms: Math.round(ms) }, 'transaction refused by the database (deadlock or serialization), tried again');
        await this.retry.wait(ms);
        continue;
      }
      for (const hook of hooks) {
        try {
          hook();
        } catch (err) {
          this.log?.error({ err }, 'after-commit hook failed');
        }
      }
      return result;
    }
  }

  /**
   * Runs `hook` after the transaction commits. Only transactions opened by `run` know their commit; for any other
   * the hook is dropped, so nothing is ever announced that might still roll back.
   */
  afterCommit(tx: Tx, hook: () => void): void {
    this.after.get(tx)?.push(hook);
  }

  /** This attempt changed something outside the database: if it fails, it is not run again (the caller repairs). */
  noRetry(tx: Tx): void {
    this.once.add(tx);
  }

  /** Whether `tx` was opened by `run` (so its after-commit work will happen). */
  owns(tx: Tx): boolean {
    return this.after.has(tx);
  }
}

/**
 * A transaction of a service that holds only the database (no after-commit work), run again whole on a deadlock or
 * a serialization failure as `Transactions.run` does: its work must change nothing outside the database.
 */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, retry: RetryPolicy = DEFAULT_RETRY): Promise<T> {
  return new Transactions(db, undefined, retry).run(fn);
}
