import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../../config.js';
import { BigintColumnsPlugin } from './bigint-plugin.js';
import { startCheckpointer } from './checkpointer.js';
import { noteSqliteHandle } from './direct-read.js';
import { withStatementCache } from './statement-cache.js';
import type { Tables } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';
export type Tx = Transaction<Tables>;
export type Db = Kysely<Tables>;

export type Database = {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
};

/** Whether a Kysely instance (or transaction) runs on PostgreSQL. */
export const isPostgres = (db: Db | Tx): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

// PostgreSQL's int8 and numeric come back as strings; read int8 as bigint so both dialects agree.
pg.types.setTypeParser(20, (v: string) => BigInt(v));

export function openDatabase(config: Config['database']): Database {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
    });
    // An idle connection the server ends (a restart, a terminated backend) is dropped by the pool and replaced on the
    // next query; without a listener its error event would take the whole process down.
    pool.on('error', () => undefined);
    const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }), plugins: [new BigintColumnsPlugin()] });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A 64 MB page cache (the default is 2 MB) and temporary sorts in memory: a large settlement or a month of candles
  // stays in memory instead of spilling pages to disk in the middle of its transaction.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  // Every integer comes back as bigint; the plugin turns the ones that are not money into numbers.
  sqlite.defaultSafeIntegers(true);
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [new BigintColumnsPlugin()] });
  noteSqliteHandle(db, sqlite);
  // WAL checkpoints in a worker thread, never inside a request's commit (checkpointer.ts).
  const checkpointer = config.file === ':memory:' ? null : startCheckpointer(sqlite, config.file);
  return { db, dialect: 'sqlite', close: async () => { await checkpointer?.stop(); await db.destroy(); } };
}
