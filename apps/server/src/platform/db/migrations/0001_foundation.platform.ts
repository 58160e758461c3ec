import type { Kysely } from 'kysely';

/**
 * The rate-limit counters.
 * Split out of 0001_foundation when the module kit gave each module its own migrations: databases created before the split
 * already have these tables from 0001_foundation, so every statement here is IF NOT EXISTS and does nothing there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;

  await s.createTable('rate_counters').ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_counters').ifExists().execute();
}
