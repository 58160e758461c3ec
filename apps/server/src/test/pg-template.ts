import { createHash, randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateApp, migrations } from '../migrations.js';

/**
 * PostgreSQL test databases: the migrations run once into a template database named after a digest of the
 * migration sources, and every test app gets its own database copied from it (CREATE DATABASE ... TEMPLATE),
 * which is several times faster than migrating a fresh schema per app.
 */

/** Named after a digest of every migration's name and code, so a changed migration gets a new template. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const [name, m] of Object.entries(migrations).sort(([a], [b]) => (a < b ? -1 : 1))) {
    hash.update(name).update(m.up.toString()).update(m.down?.toString() ?? '');
  }
  return `candor_tpl_${hash.digest('hex').slice(0, 16)}`;
}

export function urlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withPg<T>(url: string, fn: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    return await fn(db);
  } finally {
    await db.destroy();
  }
}

const exists = async (db: Kysely<unknown>, name: string): Promise<boolean> =>
  (await sql<{ n: number }>`select 1 as n from pg_database where datname = ${name}`.execute(db)).rows.length > 0;

/** Creates the template database for the current migrations unless it exists (global set-up, once per run). */
export async function ensureTemplate(url: string): Promise<string> {
  const name = templateName();
  if (await withPg(url, (db) => exists(db, name))) return name;
  const building = `${name}_b${randomBytes(3).toString('hex')}`;
  await withPg(url, (db) => sql.raw(`create database ${building}`).execute(db));
  await withPg(urlFor(url, building), (db) => migrateApp(db));
  // Built under a temporary name and renamed, so a half-built template is never used.
  await withPg(url, async (db) => {
    if (await exists(db, name)) await sql.raw(`drop database ${building}`).execute(db);
    else await sql.raw(`alter database ${building} rename to ${name}`).execute(db);
  });
  return name;
}

/**
 * A fresh database copied from the template; answers its name. A run of another branch (other migrations, so another
 * template) drops templates it does not know as stale: a template gone meanwhile is built again.
 */
export async function createFromTemplate(url: string): Promise<string> {
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await withPg(url, (db) => sql.raw(`create database ${name} template ${templateName()}`).execute(db));
      return name;
    } catch (err) {
      if (attempt >= 3 || (err as { code?: unknown }).code !== '3D000') throw err;
      await ensureTemplate(url);
    }
  }
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withPg(url, (db) => sql.raw(`drop database if exists ${name} with (force)`).execute(db));
}

/** Drops test databases (and templates of older migrations) an earlier, interrupted run left behind. */
export async function dropStale(url: string): Promise<void> {
  const current = templateName();
  await withPg(url, async (db) => {
    const rows = await sql<{ datname: string }>`select datname from pg_database where datname like 't\\_%' or datname like 'candor\\_tpl\\_%'`.execute(db);
    const cutoff = Date.now() - 3_600_000;
    for (const { datname } of rows.rows) {
      if (datname === current) continue;
      const created = Number(datname.split('_')[1]);
      if (datname.startsWith('t_') && Number.isFinite(created) && created > cutoff) continue;
      await sql.raw(`drop database if exists ${datname} with (force)`).execute(db);
    }
  });
}
