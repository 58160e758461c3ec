import type { Kysely } from 'kysely';
import { collectMigrations } from './platform/kit/compose.js';
import { platformMigrations } from './platform/db/migrations/index.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { modules } from './modules/index.js';

/** Every migration of the app: the platform's and those of every module of modules/index.ts. */
export const migrations = collectMigrations(platformMigrations, modules);

/** Brings a database up to date (the server at start, the test harness, the PostgreSQL test template). */
export function migrateApp(db: Kysely<unknown>, schema?: string): Promise<void> {
  return migrateToLatest(db, migrations, schema);
}
