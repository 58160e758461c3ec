import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach } from 'vitest';
import { buildApp, type App } from '../app.js';
import type { Api } from '../platform/http/api.js';
import type { AppDirs } from '../platform/http/static-apps.js';
import { loadConfig, type Config } from '../config.js';
import type { Bus } from '../platform/bus/bus.js';
import { ManualClock } from '../platform/clock.js';
import { openDatabase } from '../platform/db/database.js';
import { migrateApp } from '../migrations.js';
import { createFromTemplate, dropDatabase, dropStale, ensureTemplate, urlFor } from './pg-template.js';

/** The secrets key of test apps (a production-like app needs one; platform/security/secret-box.ts). */
export const TEST_SECRETS_KEY = '7e57'.repeat(16);

export type TestApp = { app: App; clock: ManualClock; config: Config; close(): Promise<void> };

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
export const dialectUnderTest = pgUrl ? 'postgres' : 'sqlite';

/**
 * A fresh app on a fresh database: in-memory SQLite by default, or a new PostgreSQL database copied from the
 * migrated template when DATABASE_URL is set (dropped again on close), with DEV_OUTBOX on and a manual clock. It
 * serves the built apps from `appDirs` (the repository's builds by default; null for the API only).
 */
export async function createTestApp(env: Record<string, string> = {}, extraRoutes?: (api: Api) => void, appDirs?: AppDirs | null): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_ANON_PER_MINUTE: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '100000', SECRETS_KEY: TEST_SECRETS_KEY, ...env });
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
  const pgDatabase = pgUrl ? await createFromTemplate(pgUrl) : undefined;
  const database = openDatabase(pgUrl && pgDatabase ? { kind: 'postgres', url: urlFor(pgUrl, pgDatabase) } : { kind: 'sqlite', file: ':memory:' });
  // PostgreSQL copies are migrated already (the template); SQLite in memory is migrated here.
  if (!pgDatabase) await migrateApp(database.db as unknown as Kysely<unknown>);
  const app = await buildApp({ config, database, clock, logger: false, ...(extraRoutes ? { extraRoutes } : {}), ...(appDirs !== undefined ? { appDirs } : {}) });
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

/**
 * Test apps closed after each test of the file: `fresh()` makes one, `closeLater` adds anything else to close then
 * (shared apps, a fake service).
 */
export function appsClosedAfterEach(): { fresh: (env?: Record<string, string>) => Promise<TestApp>; closeLater: (close: () => Promise<void>) => void } {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  return {
    fresh: async (env = {}) => {
      const t = await createTestApp(env);
      closers.push(() => t.close());
      return t;
    },
    closeLater: (close) => { closers.push(close); },
  };
}

/**
 * Several apps on one database, as several API nodes of one install: a SQLite file in a temporary directory (each
 * app its own connection), or one PostgreSQL copy of the template (each app its own pool). One manual clock drives all.
 * With `bus`, all apps share that bus (one in-process LocalBus standing for a broker); otherwise each has its own.
 */
export async function createSharedTestApps(count: number, shared: { bus?: Bus } = {}): Promise<{ apps: App[]; clock: ManualClock; close(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', RATE_LIMIT_ANON_PER_MINUTE: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
  const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0, 0));
  const pgDatabase = pgUrl ? await createFromTemplate(pgUrl) : undefined;
  const dir = pgDatabase ? null : await mkdtemp(join(tmpdir(), 'candor-shared-'));
  const where = pgUrl && pgDatabase ? { kind: 'postgres' as const, url: urlFor(pgUrl, pgDatabase) } : { kind: 'sqlite' as const, file: join(dir ?? '', 'candor.db') };
  const databases = Array.from({ length: count }, () => openDatabase(where));
  const first = databases[0];
  if (!first) throw new Error('no app asked for');
  if (!pgDatabase) await migrateApp(first.db as unknown as Kysely<unknown>);
  const apps: App[] = [];
  for (const database of databases) apps.push(await buildApp({ config, database, clock, logger: false, ...(shared.bus ? { bus: shared.bus } : {}) }));
  return {
    apps, clock,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      if (pgUrl && pgDatabase) await dropDatabase(pgUrl, pgDatabase);
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The global set-up on PostgreSQL: what an interrupted run left is dropped, and the migrated template made. */
export async function preparePostgres(): Promise<void> {
  if (!pgUrl) return;
  await dropStale(pgUrl);
  await ensureTemplate(pgUrl);
}

/**
 * The run count of a property test that builds a test app per run: the full count, except on PostgreSQL when
 * PG_PROPERTY_RUNS (a fraction, 0.4 in .ci/run) is set. CI runs every property in full on SQLite first; the
 * PostgreSQL pass proves the dialect, where each run costs a database copied and dropped. At least 3 runs.
 */
export function propertyRuns(full: number): number {
  const fraction = Number(process.env.PG_PROPERTY_RUNS);
  if (!pgUrl || !(fraction > 0 && fraction < 1)) return full;
  return Math.min(full, Math.max(3, Math.ceil(full * fraction)));
}
