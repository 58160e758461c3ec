import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Proof of liabilities: per-user secrets, published roots, and the leaves of each day's trees. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  await s.createTable('proof_secrets')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(s.createTable('proof_roots'), d)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('root_hash', 'text', (c) => c.notNull())
    .addColumn('total_atoms', 'bigint', (c) => c.notNull().check(sql`total_atoms >= 0`))
    .addColumn('leaf_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('proof_roots_day_asset').on('proof_roots').columns(['day', 'asset']).unique().execute();
  await withId(s.createTable('proof_leaves'), d)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('balance_atoms', 'bigint', (c) => c.notNull().check(sql`balance_atoms >= 0`))
    .addColumn('leaf_hash', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('proof_leaves_position').on('proof_leaves').columns(['day', 'asset', 'position']).unique().execute();
  await s.createIndex('proof_leaves_user').on('proof_leaves').columns(['user_id', 'day', 'asset']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('proof_leaves').execute();
  await db.schema.dropTable('proof_roots').execute();
  await db.schema.dropTable('proof_secrets').execute();
}
