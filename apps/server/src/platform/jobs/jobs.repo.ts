import type { Db } from '../db/database.js';
import type { JobRunsTable } from '../db/tables.js';

export type JobRunRow = JobRunsTable;
export type Claim = { attempt: number };

/** The SQL of the scheduler: claims are conditional writes, so two processes never both own one run. */
export function createJobsRepo(db: Db) {
  return {
    async register(name: string, schedule: string, now: number): Promise<void> {
      await db.insertInto('jobs').values({ name, schedule, registered_at: now })
        .onConflict((oc) => oc.column('name').doUpdateSet({ schedule, registered_at: now })).execute();
    },

    /** The first claim of a period: only one insert of (job, period) can succeed. */
    async claimNew(job: string, period: number, now: number, leaseUntil: number, node: string): Promise<boolean> {
      const r = await db.insertInto('job_runs').values({
        job, period, status: 'running', attempt: 1, started_at: now, finished_at: null, lease_until: leaseUntil,
        next_attempt_at: null, error: null, result: null, node,
      }).onConflict((oc) => oc.columns(['job', 'period']).doNothing()).executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    run(job: string, period: number): Promise<JobRunRow | undefined> {
      return db.selectFrom('job_runs').selectAll().where('job', '=', job).where('period', '=', period).executeTakeFirst();
    },

    /** Takes over a failed run whose backoff is over, or a running one whose lease ran out, if nobody did meanwhile. */
    async reclaim(seen: JobRunRow, now: number, leaseUntil: number, node: string): Promise<boolean> {
      const r = await db.updateTable('job_runs')
        .set({ status: 'running', attempt: seen.attempt + 1, started_at: now, finished_at: null, lease_until: leaseUntil, next_attempt_at: null, node })
        .where('job', '=', seen.job).where('period', '=', seen.period)
        .where('status', '=', seen.status).where('attempt', '=', seen.attempt)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async finish(job: string, period: number, attempt: number, set: Partial<Pick<JobRunRow, 'status' | 'finished_at' | 'error' | 'result' | 'next_attempt_at'>>): Promise<void> {
      await db.updateTable('job_runs').set(set)
        .where('job', '=', job).where('period', '=', period).where('attempt', '=', attempt).where('status', '=', 'running')
        .execute();
    },

    async lastDone(job: string): Promise<number | null> {
      const row = await db.selectFrom('job_runs').select('period').where('job', '=', job).where('status', '=', 'done')
        .orderBy('period', 'desc').limit(1).executeTakeFirst();
      return row?.period ?? null;
    },

    jobs() {
      return db.selectFrom('jobs').selectAll().orderBy('name').execute();
    },

    async history(q: { job?: string | undefined; status?: JobRunRow['status'] | undefined; limit: number; offset: number }): Promise<{ total: number; items: JobRunRow[] }> {
      let base = db.selectFrom('job_runs');
      if (q.job) base = base.where('job', '=', q.job);
      if (q.status) base = base.where('status', '=', q.status);
      const [items, count] = await Promise.all([
        base.selectAll().orderBy('started_at', 'desc').orderBy('job').limit(q.limit).offset(q.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { total: Number(count?.n ?? 0), items };
    },
  };
}
