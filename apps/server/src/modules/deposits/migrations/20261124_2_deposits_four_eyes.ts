import { sql, type Kysely } from 'kysely';

/**
 * Deposits' first approvals move to the back office's four-eyes requests: a deposit still under review with a first
 * approval becomes a pending request, an approved one keeps its two approvers as an approved request. Then the
 * columns go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into approvals (action, subject_type, subject_id, status, detail, proposed_by, proposed_at, decided_by, decided_at)
    select 'deposit.approve', 'deposit', id, case when status = 'processing' then 'pending' else status end, '{}',
      first_approved_by, first_approved_at,
      case when status = 'processing' then null else reviewed_by end, case when status = 'processing' then null else reviewed_at end
    from deposits where first_approved_by is not null`.execute(db);
  await db.schema.alterTable('deposits').dropColumn('first_approved_by').execute();
  await db.schema.alterTable('deposits').dropColumn('first_approved_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposits').addColumn('first_approved_by', 'bigint').execute();
  await db.schema.alterTable('deposits').addColumn('first_approved_at', 'bigint').execute();
  await sql`update deposits set first_approved_by = (select proposed_by from approvals a where a.subject_type = 'deposit' and a.subject_id = deposits.id and a.status <> 'rejected' order by a.id limit 1),
    first_approved_at = (select proposed_at from approvals a where a.subject_type = 'deposit' and a.subject_id = deposits.id and a.status <> 'rejected' order by a.id limit 1)`.execute(db);
  await sql`delete from approvals where subject_type = 'deposit'`.execute(db);
}
