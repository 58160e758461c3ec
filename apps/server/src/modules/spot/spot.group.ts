import type { Tx } from '../../platform/db/database.js';
import { isRetryable } from '../../platform/db/transactions.js';
import { rawStatement } from '../../platform/db/prepared.js';

const SAVEPOINT = rawStatement('savepoint spot_order');
const RELEASE = rawStatement('release savepoint spot_order');
const ROLLBACK = rawStatement('rollback to savepoint spot_order');
/** PostgreSQL: the previous order's savepoint released and the next one's taken in one round trip (no parameters). */
const RELEASE_AND_SAVEPOINT = rawStatement('release savepoint spot_order; savepoint spot_order');

/** One order's work inside its group's transaction; it calls `moved()` once it has changed the engine. */
export type GroupWork<T> = (tx: Tx, moved: () => void) => Promise<T>;

export type GroupDeps<T> = {
  /** Runs the group in one database transaction (its after-commit work runs once it committed). */
  transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>;
  /** After a group that changed the engine rolled back: the book as the database holds it again. */
  rebuild(): Promise<void>;
  /** Once the group committed, for each of its orders in turn (events); never throws. */
  committed(value: T): Promise<void>;
  /** Once after the group committed and every order of it was told (`committed`): the values of its placed orders; never throws. */
  groupCommitted?(values: T[]): void;
  /** A group that could not even be put back (the book could not be rebuilt). */
  onFailure(err: unknown): void;
  /** The error an order's caller sees. */
  errorOf(err: unknown): unknown;
  /** Whether an atomic order's error, thrown before it moved the engine, is a refusal that wrote nothing. */
  refusedClean(err: unknown): boolean;
  /** The group changed the engine: should its transaction fail, it is not run again (the book is rebuilt instead). */
  noRetry(tx: Tx): void;
  /** Runs an order's work knowing its savepoint is rolled back if it throws (the ledger then skips its own). */
  guard<R>(tx: Tx, fn: () => Promise<R>): Promise<R>;
  /** Whether the database takes several statements in one round trip (PostgreSQL's simple query). */
  multiStatement: boolean;
};

/** At most this many orders share one transaction. */
export const MAX_GROUP = 64;

type Waiting<T> = { work: GroupWork<T>; atomic: boolean; resolve(value: T): void; reject(err: unknown): void };

/**
 * Group commit for one book's orders. Orders still run one at a time, in arrival order, against the engine and the
 * database, exactly as before; what changes is that the orders that arrived while the previous group was running
 * share one transaction, so one commit (one WAL append on SQLite, one fsync on PostgreSQL) serves them all. Each order
 * runs in its own savepoint: one refused before it touched the engine (funds, a rejected order) rolls back alone
 * and its caller gets its error when the group ends. A transaction the database refuses (a deadlock) before any order
 * of it changed the engine is run again whole by the ledger's runner. An error after an order changed the engine, or a failed commit, rolls the
 * whole group back, the book is rebuilt from the database, and every order of the group not yet refused gets the
 * error: nothing of it happened. No caller hears "placed" before its group committed.
 */
export class OrderGroups<T> {
  private waiting: Waiting<T>[] = [];

  constructor(private readonly serial: (fn: () => Promise<void>) => Promise<void>, private readonly deps: GroupDeps<T>) {}

  /**
   * Queues an order's work. `atomic`: its writes before it moves the engine are one all-or-nothing statement, so a
   * refusal (refusedClean) has written nothing and the order needs no savepoint (one round trip less on PostgreSQL);
   * any other error of an atomic order fails the whole group (its transaction rolls back, every caller gets the error).
   */
  add(work: GroupWork<T>, atomic = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, atomic, resolve, reject });
      if (this.waiting.length === 1) this.schedule();
    });
  }

  private schedule(): void {
    // One turn of the event loop first: SQLite answers without yielding to the network, so without it the orders of
    // requests still being read could never join a group. drain() settles every order it takes; what could still
    // escape (a failed rebuild) goes to onFailure.
    setImmediate(() => { this.serial(() => this.drain()).catch(this.deps.onFailure); });
  }

  /** Releases the previous order's savepoint and takes the next one: one round trip on PostgreSQL, two on SQLite. */
  private async takeNext(tx: Tx): Promise<void> {
    if (this.deps.multiStatement) {
      await tx.executeQuery(RELEASE_AND_SAVEPOINT);
      return;
    }
    await tx.executeQuery(RELEASE);
    await tx.executeQuery(SAVEPOINT);
  }

  private async drain(): Promise<void> {
    const group = this.waiting.splice(0, MAX_GROUP);
    if (this.waiting.length > 0) this.schedule();
    if (group.length === 0) return;
    // Filled by the attempt that commits: the database may refuse a whole transaction (a deadlock) and the ledger's
    // runner then calls the work again, which is only allowed while no order of the attempt changed the engine.
    let done: { w: Waiting<T>; value: T }[] = [];
    let refused = new Map<Waiting<T>, unknown>();
    let engineMoved = false;
    try {
      await this.deps.transaction(async (tx) => {
        done = [];
        refused = new Map();
        // The savepoint of the next order: none yet, one taken and clean (taken, or rolled back to: ROLLBACK TO keeps
        // it), or one holding the previous order's work (released before the next is taken). The last order's is never
        // released: the commit ends it.
        let savepoint: 'none' | 'clean' | 'used' = 'none';
        // An atomic order takes none; its work, once done, is inside whatever savepoint is open, which then holds work
        // ('used'): the next savepoint order takes a fresh one, so its rollback can never undo the atomic order.
        for (const w of group) {
          if (!w.atomic) {
            if (savepoint === 'none') await tx.executeQuery(SAVEPOINT);
            else if (savepoint === 'used') await this.takeNext(tx);
            savepoint = 'clean';
          }
          let moved = false;
          try {
            const value = await this.deps.guard(tx, () => w.work(tx, () => {
              if (!engineMoved) this.deps.noRetry(tx);
              moved = engineMoved = true;
            }));
            if (savepoint !== 'none') savepoint = 'used';
            done.push({ w, value });
          } catch (err) {
            // Nothing of the group in the engine yet and the database gave up on the transaction: all of it again.
            if (moved || (!engineMoved && isRetryable(err))) throw err;
            if (w.atomic) {
              if (!this.deps.refusedClean(err)) throw err;
              refused.set(w, this.deps.errorOf(err));
              continue;
            }
            await tx.executeQuery(ROLLBACK);
            refused.set(w, this.deps.errorOf(err));
          }
        }
      });
    } catch (err) {
      const e = this.deps.errorOf(err);
      try {
        if (engineMoved) await this.deps.rebuild();
      } finally {
        for (const w of group) w.reject(refused.has(w) ? refused.get(w) : e);
      }
      return;
    }
    for (const [w, err] of refused) w.reject(err);
    for (const { w, value } of done) {
      try {
        await this.deps.committed(value);
      } finally {
        w.resolve(value);
      }
    }
    if (done.length > 0) this.deps.groupCommitted?.(done.map((d) => d.value));
  }
}
