import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Tx } from './database.js';
import { DEFAULT_RETRY, inTransaction, isRetryable, Transactions } from './transactions.js';

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;

/** A promise and the function that settles it: the two transactions wait for each other's first lock with these. */
function signal(): { done: Promise<void>; fire(): void } {
  let fire = () => undefined as void;
  const done = new Promise<void>((resolve) => { fire = resolve; });
  return { done, fire };
}

const coded = (code: string) => Object.assign(new Error(`refused ${code}`), { code });

describe('the transaction runner', () => {
  let database: Database | null = null;
  afterEach(async () => { await database?.close(); database = null; });

  it('runs the transactions of services that hold only the database again on a deadlock too (inTransaction)', async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await sql`create table t (n integer not null)`.execute(database.db);
    const policy = { ...DEFAULT_RETRY, wait: async () => undefined };
    let calls = 0;
    const value = await inTransaction(database.db, async (tx) => {
      calls++;
      await sql`insert into t (n) values (${calls})`.execute(tx);
      if (calls === 1) throw coded('40P01');
      return 'stored';
    }, policy);
    // The first attempt rolled back whole: only the second one's row is there.
    expect([value, calls]).toEqual(['stored', 2]);
    expect((await sql<{ n: number }>`select n from t`.execute(database.db)).rows.map((r) => Number(r.n))).toEqual([2]);
    await expect(inTransaction(database.db, async () => { throw coded('23505'); }, policy)).rejects.toThrow('refused 23505');
  });

  it('tries a transaction again, whole, on a deadlock or a serialization failure only, a few times, after-commit work once', async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    const waits: number[] = [];
    const runner = new Transactions(database.db, undefined, { ...DEFAULT_RETRY, random: () => 1, wait: async (ms) => { waits.push(ms); } });
    let calls = 0;
    let hooks = 0;
    const value = await runner.run(async (tx) => {
      calls++;
      runner.afterCommit(tx, () => { hooks++; });
      if (calls === 1) throw coded('40P01');
      if (calls === 2) throw new Error('wrapped', { cause: coded('40001') });
      return 'done';
    });
    expect([value, calls, hooks]).toEqual(['done', 3, 1]);
    expect(waits).toEqual([20, 40]);

    calls = 0;
    await expect(runner.run(async () => { calls++; throw coded('40P01'); })).rejects.toThrow('refused 40P01');
    expect(calls).toBe(DEFAULT_RETRY.attempts);

    calls = 0;
    await expect(runner.run(async () => { calls++; throw coded('23505'); })).rejects.toThrow('refused 23505');
    expect(calls).toBe(1);

    calls = 0;
    await expect(runner.run(async (tx) => { calls++; runner.noRetry(tx); throw coded('40P01'); })).rejects.toThrow('refused 40P01');
    expect(calls).toBe(1);
    expect(isRetryable(coded('40001'))).toBe(true);
    expect(isRetryable('40001')).toBe(false);
  });

  it.skipIf(!pgUrl)(`two transactions locking two rows in opposite order both complete on PostgreSQL${pgUrl ? '' : ' (skipped: DATABASE_URL is not PostgreSQL)'}`, async () => {
    database = openDatabase({ kind: 'postgres', url: pgUrl ?? '' });
    const raw = database.db as unknown as Kysely<unknown>;
    const table = sql.table(`tx_retry_${process.pid}_${Date.now()}`);
    await sql`create table ${table} (id int primary key, v int not null)`.execute(raw);
    try {
      await sql`insert into ${table} (id, v) values (1, 0), (2, 0)`.execute(raw);
      const runner = new Transactions(database.db);
      const first = { a: signal(), b: signal() };
      const attempts = { a: 0, b: 0 };
      let hooks = 0;
      const bump = (tx: Tx, id: number) => sql`update ${table} set v = v + 1 where id = ${id}`.execute(tx);
      const side = (name: 'a' | 'b', mine: number, theirs: number, other: 'a' | 'b') => runner.run(async (tx) => {
        attempts[name]++;
        runner.afterCommit(tx, () => { hooks++; });
        await bump(tx, mine);
        first[name].fire();
        await first[other].done;
        await bump(tx, theirs);
        return name;
      });
      expect(await Promise.all([side('a', 1, 2, 'b'), side('b', 2, 1, 'a')])).toEqual(['a', 'b']);
      // PostgreSQL broke the deadlock by refusing one of them; the runner ran that one again.
      expect(attempts.a + attempts.b).toBe(3);
      expect(hooks).toBe(2);
      const rows = await sql<{ id: number; v: number }>`select id, v from ${table} order by id`.execute(raw);
      expect(rows.rows).toEqual([{ id: 1, v: 2 }, { id: 2, v: 2 }]);
    } finally {
      await sql`drop table ${table}`.execute(raw);
    }
  });
});
