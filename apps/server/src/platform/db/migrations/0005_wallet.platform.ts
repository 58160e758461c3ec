import type { Kysely } from 'kysely';

/**
 * Idempotency keys of money requests.
 * Split out of 0005_wallet when the module kit gave each module its own migrations: databases created before the split
 * already have these tables from 0005_wallet, so every statement here is IF NOT EXISTS and does nothing there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;

  await s.createTable('idempotency_keys').ifNotExists()
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'scope', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
