import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 behind Kysely, with its prepared statements kept: Kysely's SQLite driver prepares every query again
 * (parsing and planning the SQL each time, the largest single cost of a request in the profile). Statements are kept
 * by their SQL text, the least recently used dropped past `limit`. Reuse is safe: Kysely runs one query at a time on
 * the one connection (its mutex), and SQLite re-prepares a statement by itself after a schema change.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database, limit = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => { statements.clear(); sqlite.close(); },
    prepare(sql: string): SqliteStatement {
      let stmt = statements.get(sql);
      if (stmt) {
        // Most recently used last: the first key is the one to drop.
        statements.delete(sql);
      } else {
        stmt = sqlite.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= limit) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      statements.set(sql, stmt);
      return stmt;
    },
  };
}
