import { sql, type Kysely } from 'kysely';

/**
 * Withdrawals' first approvals move to the back office's four-eyes requests: one still under review with a first
 * approval becomes a pending request, a decided one keeps it as approved (paid) or rejected. Then the columns go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into approvals (action, subject_type, subject_id, status, detail, proposed_by, proposed_at, decided_by, decided_at)
    select 'withdrawal.pay', 'withdrawal', id, case when status = 'processing' then 'pending' else status end, '{}',
      first_approved_by, first_approved_at,
      case when status = 'processing' then null else decided_by end, case when status = 'processing' then null else decided_at end
    from withdrawals where first_approved_by is not null`.execute(db);
  await db.schema.alterTable('withdrawals').dropColumn('first_approved_by').execute();
  await db.schema.alterTable('withdrawals').dropColumn('first_approved_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawals').addColumn('first_approved_by', 'bigint').execute();
  await db.schema.alterTable('withdrawals').addColumn('first_approved_at', 'bigint').execute();
  await sql`update withdrawals set first_approved_by = (select proposed_by from approvals a where a.subject_type = 'withdrawal' and a.subject_id = withdrawals.id and a.status <> 'rejected' order by a.id limit 1),
    first_approved_at = (select proposed_at from approvals a where a.subject_type = 'withdrawal' and a.subject_id = withdrawals.id and a.status <> 'rejected' order by a.id limit 1)`.execute(db);
  await sql`delete from approvals where subject_type = 'withdrawal'`.execute(db);
}
