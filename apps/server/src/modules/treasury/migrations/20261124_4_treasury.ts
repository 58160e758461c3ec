import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Holdings operators record and the liquidity fundings made from them (two admins). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  await withId(s.createTable('treasury_holdings'), d)
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(s.createTable('liquidity_fundings'), d)
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await s.createIndex('liquidity_fundings_status').on('liquidity_fundings').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('liquidity_fundings').execute();
  await db.schema.dropTable('treasury_holdings').execute();
}
