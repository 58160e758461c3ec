import type { Kysely } from 'kysely';

/** The scheduler's jobs and their runs (platform/jobs): one run per job and period, claimed once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addColumn('lease_until', 'bigint', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('error', 'text')
    .addColumn('result', 'text')
    .addColumn('node', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
    .execute();
  await db.schema.createIndex('job_runs_started').on('job_runs').columns(['started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('jobs').execute();
}
