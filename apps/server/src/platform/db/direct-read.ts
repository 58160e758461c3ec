import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Tables } from './tables.js';

/** The Kysely instance of database.ts (named here without importing it: database.ts imports this file). */
type Db = Kysely<Tables>;

const handles = new WeakMap<Db, BetterSqlite3.Database>();

/** Notes the better-sqlite3 connection behind a Kysely instance (database.ts), for `directValue`. */
export function noteSqliteHandle(db: Db, sqlite: BetterSqlite3.Database): void {
  handles.set(db, sqlite);
}

/** What a direct read answers when it cannot read now: the caller reads through Kysely instead. */
export const NOT_NOW: unique symbol = Symbol('not now');

/**
 * A read of one value by a fixed statement straight from better-sqlite3, synchronous, for the hottest reads (the
 * session epoch of every authenticated request): no query building, no connection mutex, no promise. It answers only
 * while no transaction is open on the connection, so it sees exactly what a read through Kysely would see (the latest
 * committed state); inside a transaction (Kysely holds the connection between its statements), or on PostgreSQL, it
 * answers NOT_NOW (or the function is null) and the caller reads through Kysely. The statement is prepared on first use.
 */
export function directValue(db: Db, sql: string): (() => unknown) | null {
  const sqlite = handles.get(db);
  if (!sqlite) return null;
  let stmt: BetterSqlite3.Statement | null = null;
  return () => {
    if (sqlite.inTransaction) return NOT_NOW;
    try {
      stmt ??= sqlite.prepare(sql).pluck();
      return stmt.get();
    } catch {
      // The connection is busy (an iterating statement) or the table is not there yet: Kysely's path answers.
      return NOT_NOW;
    }
  };
}

/**
 * Many rows by a fixed statement straight from better-sqlite3 (integers as bigint, as the connection is set up), for a
 * bulk read where turning every row through Kysely's plugins costs more than SQLite reading it (a settlement run's
 * due orders): the caller converts the few columns it needs. Same rule as `directValue`: it answers NOT_NOW inside a
 * transaction, on PostgreSQL the function is null, and the caller reads through Kysely instead.
 */
export function directRows(db: Db, sql: string): ((...params: unknown[]) => Record<string, unknown>[] | typeof NOT_NOW) | null {
  const sqlite = handles.get(db);
  if (!sqlite) return null;
  let stmt: BetterSqlite3.Statement | null = null;
  return (...params) => {
    if (sqlite.inTransaction) return NOT_NOW;
    try {
      stmt ??= sqlite.prepare(sql);
      return stmt.all(...params) as Record<string, unknown>[];
    } catch {
      return NOT_NOW;
    }
  };
}
