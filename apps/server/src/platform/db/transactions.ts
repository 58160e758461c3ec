import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from './database.js';

/**
 * Database transactions with work to do after the commit: a module that changes state inside a transaction (the
 * ledger's balances, an order's new status) announces it on the bus only once the change is durable, and never when
 * the transaction rolls back.
 */
export class Transactions {
  private readonly after = new WeakMap<Tx, (() => void)[]>();

  constructor(private readonly db: Db, private readonly log?: Pick<FastifyBaseLogger, 'error'>) {}

  async run<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const hooks: (() => void)[] = [];
    const result = await this.db.transaction().execute((tx) => {
      this.after.set(tx, hooks);
      return fn(tx);
    });
    for (const hook of hooks) {
      try {
        hook();
      } catch (err) {
        this.log?.error({ err }, 'after-commit hook failed');
      }
    }
    return result;
  }

  /**
   * Runs `hook` after the transaction commits. Only transactions opened by `run` know their commit; for any other
   * the hook is dropped, so nothing is ever announced that might still roll back.
   */
  afterCommit(tx: Tx, hook: () => void): void {
    this.after.get(tx)?.push(hook);
  }

  /** Whether `tx` was opened by `run` (so its after-commit work will happen). */
  owns(tx: Tx): boolean {
    return this.after.has(tx);
  }
}
