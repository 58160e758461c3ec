import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Four-eyes requests (maker-checker): one pending request per action and subject at most. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  await withId(db.schema.createTable('approvals'), d)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'bigint', (c) => c.notNull())
    .addColumn('proposed_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('approvals_one_pending').unique().on('approvals').columns(['action', 'subject_type', 'subject_id'])
    .where(sql.ref('status'), '=', sql.lit('pending')).execute();
  await db.schema.createIndex('approvals_subject').on('approvals').columns(['subject_type', 'subject_id']).execute();
  await db.schema.createIndex('approvals_status').on('approvals').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('approvals').execute();
}
