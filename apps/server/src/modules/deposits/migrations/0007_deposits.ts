import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Deposit requests with their review (the uploads table of this migration moved to 0007_deposits.uploads). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('deposits'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
    .addColumn('tx_hash', 'text')
    .addColumn('proof_upload_id', 'bigint', (c) => c.notNull())
    .addColumn('deposit_address', 'text', (c) => c.notNull())
    .addColumn('address_sample', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('processing', 'approved', 'rejected')`))
    .addColumn('reject_reason', 'text')
    .addColumn('first_approved_by', 'bigint')
    .addColumn('first_approved_at', 'bigint')
    .addColumn('reviewed_by', 'bigint')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One proof, one deposit: the index refuses a second use even when two requests race.
  await s.createIndex('deposits_proof_unique').unique().on('deposits').column('proof_upload_id').execute();
  await s.createIndex('deposits_user').on('deposits').columns(['user_id', 'id']).execute();
  await s.createIndex('deposits_status').on('deposits').columns(['status', 'id']).execute();
  await s.createIndex('deposits_hash').on('deposits').columns(['network', 'tx_hash']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposits').execute();
}
