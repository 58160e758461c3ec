import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';

export type TestApp = { app: App; clock: ManualClock; config: Config; close(): Promise<void> };

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
export const dialectUnderTest = pgUrl ? 'postgres' : 'sqlite';

async function withAdminPg<T>(fn: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: pgUrl, max: 1 }) }) });
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

/**
 * A fresh app on a fresh database: in-memory SQLite by default, or a new PostgreSQL schema when
 * DATABASE_URL is set (dropped again on close), with DEV_OUTBOX on and a manual clock.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
  let schema: string | undefined;
  if (pgUrl) {
    schema = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await withAdminPg((db) => sql.raw(`create schema ${schema}`).execute(db));
  }
  const database = openDatabase(pgUrl ? { kind: 'postgres', url: pgUrl } : { kind: 'sqlite', file: ':memory:' }, { pgSchema: schema });
  await migrateToLatest(database.db as unknown as Kysely<unknown>, schema);
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return {
    app, clock, config,
    async close() {
      await app.close();
      await database.close();
      if (schema) await withAdminPg((db) => sql.raw(`drop schema if exists ${schema} cascade`).execute(db));
    },
  };
}

/** Drops schemas an earlier, interrupted run left behind (older than an hour, so a parallel run keeps its own). */
export async function dropStaleSchemas(): Promise<void> {
  if (!pgUrl) return;
  await withAdminPg(async (db) => {
    const rows = await sql<{ nspname: string }>`select nspname from pg_namespace where nspname like 't\\_%'`.execute(db);
    const cutoff = Date.now() - 3_600_000;
    for (const r of rows.rows) {
      const created = Number(r.nspname.split('_')[1]);
      if (Number.isFinite(created) && created > cutoff) continue;
      await sql.raw(`drop schema if exists ${r.nspname} cascade`).execute(db);
    }
  });
}
