import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Tx } from '../../platform/db/database.js';
import { DEFAULT_RETRY, Transactions } from '../../platform/db/transactions.js';
import { OrderGroups } from './spot.group.js';

/** A book's queue as spot.books.ts has it. */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

describe('order groups (group commit of a book)', () => {
  let database: Database;
  let raw: Kysely<unknown>;
  const log: string[] = [];
  const told: number[][] = [];
  let transactions = 0;
  let rebuilt = 0;

  beforeEach(async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    raw = database.db as unknown as Kysely<unknown>;
    await sql`create table t (v integer not null)`.execute(raw);
    log.length = 0;
    told.length = 0;
    transactions = 0;
    rebuilt = 0;
  });
  afterEach(async () => { await database.close(); });

  /** A deadlock as PostgreSQL reports it. */
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  const groups = () => {
    const runner = new Transactions(database.db, undefined, { ...DEFAULT_RETRY, wait: async () => undefined });
    return new OrderGroups<number>(serialQueue(), {
      transaction: (fn) => runner.run((tx) => { transactions++; return fn(tx); }),
      noRetry: (tx) => runner.noRetry(tx),
      rebuild: async () => { rebuilt++; },
      committed: async (v) => { log.push(`committed ${v}`); },
      groupCommitted: (values) => { told.push(values); },
      onFailure: () => undefined,
      errorOf: (err) => err,
      refusedClean: (err) => err instanceof Error && err.message === 'refused',
      guard: (_tx, fn) => fn(),
      multiStatement: database.dialect === 'postgres',
    });
  };
  const insert = (tx: Tx, v: number) => sql`insert into t (v) values (${v})`.execute(tx);
  const rows = async () => (await sql<{ v: number }>`select v from t order by v`.execute(raw)).rows.map((r) => Number(r.v));

  it('runs the orders that arrive together in one transaction, each in turn, and answers each after the commit', async () => {
    const g = groups();
    const results = await Promise.all([1, 2, 3, 4].map((v) => g.add(async (tx, moved) => { await insert(tx, v); moved(); return v; })));
    expect(results).toEqual([1, 2, 3, 4]);
    expect(transactions).toBe(1);
    // The group is told once, after every order of it (the book's depth is published once per group).
    expect(log).toEqual(['committed 1', 'committed 2', 'committed 3', 'committed 4']);
    expect(told).toEqual([[1, 2, 3, 4]]);
    expect(await rows()).toEqual([1, 2, 3, 4]);
  });

  it('refuses an order that failed before it moved the engine alone: its writes roll back, the others commit', async () => {
    const g = groups();
    const settled = await Promise.allSettled([1, 2, 3].map((v) => g.add(async (tx, moved) => {
      await insert(tx, v);
      if (v === 2) throw new Error('no funds');
      moved();
      return v;
    })));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await rows()).toEqual([1, 3]);
    expect(rebuilt).toBe(0);
  });

  it('rolls the whole group back and rebuilds the book when an order fails after it moved the engine', async () => {
    const g = groups();
    const settled = await Promise.allSettled([1, 2, 3].map((v) => g.add(async (tx, moved) => {
      await insert(tx, v);
      moved();
      if (v === 2) throw new Error('disk');
      return v;
    })));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await rows()).toEqual([]);
    expect(rebuilt).toBe(1);
    expect(told).toEqual([]);
    expect(log).toEqual([]);
  });

  it('an atomic order takes no savepoint: its clean refusal is refused alone, any other error fails the whole group', async () => {
    const g = groups();
    // Atomic orders write nothing when refused (one all-or-nothing statement); savepoint orders mixed in still roll back alone.
    const settled = await Promise.allSettled([1, 2, 3, 4].map((v) => g.add(async (tx, moved) => {
      if (v === 2) throw new Error('refused');
      await insert(tx, v);
      if (v === 3) throw new Error('no funds');
      moved();
      return v;
    }, v !== 3)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(await rows()).toEqual([1, 4]);
    expect(transactions).toBe(1);

    const failed = await Promise.allSettled([5, 6, 7].map((v) => g.add(async (tx, moved) => {
      await insert(tx, v);
      if (v === 6) throw new Error('database');
      moved();
      return v;
    }, true)));
    expect(failed.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await rows()).toEqual([1, 4]);
    expect(rebuilt).toBe(1);
  });

  it('never lets a savepoint order roll back the work of an atomic order before it', async () => {
    const g = groups();
    // 1 refused (its savepoint rolled back and kept), 2 atomic inside that savepoint, 3 refused: 2 must stay.
    const settled = await Promise.allSettled([1, 2, 3].map((v) => g.add(async (tx, moved) => {
      await insert(tx, v);
      if (v !== 2) throw new Error('no funds');
      moved();
      return v;
    }, v === 2)));
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    expect(await rows()).toEqual([2]);
  });

  it('runs the whole group again when the database refuses it (a deadlock) before any order moved the engine', async () => {
    const g = groups();
    let refusals = 1;
    const results = await Promise.all([1, 2, 3].map((v) => g.add(async (tx, moved) => {
      await insert(tx, v);
      if (v === 1 && refusals-- > 0) throw deadlock();
      moved();
      return v;
    })));
    expect(results).toEqual([1, 2, 3]);
    expect(transactions).toBe(2);
    expect(log).toEqual(['committed 1', 'committed 2', 'committed 3']);
    expect(await rows()).toEqual([1, 2, 3]);
    expect(rebuilt).toBe(0);
  });

  it('never runs a group again once an order of it moved the engine: a later deadlock refuses that order alone, or rolls all back', async () => {
    const g = groups();
    const alone = await Promise.allSettled([1, 2].map((v) => g.add(async (tx, moved) => {
      await insert(tx, v);
      if (v === 2) throw deadlock();
      moved();
      return v;
    })));
    expect(alone.map((s) => s.status)).toEqual(['fulfilled', 'rejected']);
    expect(transactions).toBe(1);
    const all = await Promise.allSettled([3, 4].map((v) => g.add(async (tx, moved) => {
      await insert(tx, v);
      moved();
      if (v === 4) throw deadlock();
      return v;
    })));
    expect(all.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(transactions).toBe(2);
    expect(rebuilt).toBe(1);
    expect(await rows()).toEqual([1]);
  });
});
