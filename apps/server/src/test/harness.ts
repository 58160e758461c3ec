import type { Kysely } from 'kysely';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { createFromTemplate, dropDatabase, dropStale, ensureTemplate, urlFor } from './pg-template.js';

export type TestApp = { app: App; clock: ManualClock; config: Config; close(): Promise<void> };

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
export const dialectUnderTest = pgUrl ? 'postgres' : 'sqlite';

/**
 * A fresh app on a fresh database: in-memory SQLite by default, or a new PostgreSQL database copied from the
 * migrated template when DATABASE_URL is set (dropped again on close), with DEV_OUTBOX on and a manual clock.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env });
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
  const pgDatabase = pgUrl ? await createFromTemplate(pgUrl) : undefined;
  const database = openDatabase(pgUrl && pgDatabase ? { kind: 'postgres', url: urlFor(pgUrl, pgDatabase) } : { kind: 'sqlite', file: ':memory:' });
  // PostgreSQL copies are migrated already (the template); SQLite in memory is migrated here.
  if (!pgDatabase) await migrateToLatest(database.db as unknown as Kysely<unknown>);
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  return {
    app, clock, config,
    async close() {
      await app.close();
      await database.close();
      if (pgUrl && pgDatabase) await dropDatabase(pgUrl, pgDatabase);
    },
  };
}

/** The global set-up on PostgreSQL: what an interrupted run left is dropped, and the migrated template made. */
export async function preparePostgres(): Promise<void> {
  if (!pgUrl) return;
  await dropStale(pgUrl);
  await ensureTemplate(pgUrl);
}
