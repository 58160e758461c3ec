import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from './helpers.js';

/** Uploaded images (deposit proofs now, KYC documents later) and deposit requests with their review. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('uploads'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('uploads_user').on('uploads').columns(['user_id', 'id']).execute();

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
  await db.schema.dropTable('uploads').execute();
}
