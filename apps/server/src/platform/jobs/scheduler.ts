import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { createJobsRepo, type JobRunRow } from './jobs.repo.js';
import { checkSchedule, describeSchedule, periodAt, type Period, type Schedule } from './schedule.js';

export type JobContext = {
  /** The period this run is for; a job does everything due up to its end, so missed periods need no runs of their own. */
  period: Period;
  /** The start of the last period that finished well (null before the first), for catching up after downtime. */
  lastDone: number | null;
  attempt: number;
  now: number;
};

export type JobSpec = {
  /** Unique, `<module>.<what>`. */
  name: string;
  schedule: Schedule;
  /** Idempotent: it may run again after a crash midway. What it answers (a count, a summary) goes into the history. */
  run(ctx: JobContext): Promise<string | number | void>;
  /** Tries of one period before it is given up as dead (default 5). */
  maxAttempts?: number;
  /** Wait before the second try, doubling with each try (default 30 s). */
  backoffMs?: number;
  /** How long a claiming process owns a run before another may take it over (default 10 minutes). */
  leaseMs?: number;
};

export type JobOutcome = { job: string; period: number; attempt: number; status: 'done' | 'failed' | 'dead'; result: string | null; error: string | null };

const DEFAULTS = { maxAttempts: 5, backoffMs: 30_000, leaseMs: 600_000 };

/**
 * The scheduler (graphile-worker and pg-boss style): each job's run of a period is claimed in the database, so with
 * several server processes on one database exactly one runs it; a failure is retried with a doubling backoff by
 * whichever process claims it next; a process that dies mid-run loses its lease and the run is claimed again. The
 * runs are the history the back office shows.
 */
export class Scheduler {
  private readonly specs = new Map<string, JobSpec>();
  private readonly repo;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<JobOutcome[]> | null = null;

  constructor(db: Db, private readonly clock: Clock, private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    private readonly node = `${hostname()}:${process.pid}`) {
    this.repo = createJobsRepo(db);
  }

  register(spec: JobSpec): void {
    if (this.specs.has(spec.name)) throw new Error(`job ${spec.name} is registered twice`);
    checkSchedule(spec.schedule);
    this.specs.set(spec.name, spec);
  }

  names(): string[] {
    return [...this.specs.keys()];
  }

  /** Records the registered jobs and their schedules, for the back office. */
  async sync(): Promise<void> {
    for (const spec of this.specs.values()) await this.repo.register(spec.name, describeSchedule(spec.schedule), this.clock.now());
  }

  /** Runs every job whose current period this process could claim; answers what ran. Tests call it with the clock moved. */
  async runDue(only?: string): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (const spec of this.specs.values()) {
      if (only && spec.name !== only) continue;
      const outcome = await this.runOne(spec);
      if (outcome) outcomes.push(outcome);
    }
    return outcomes;
  }

  /** Looks for due work every `tickMs` on the server (never in tests, which call runDue). */
  start(tickMs = 1_000): void {
    if (this.timer) return;
    void this.sync().catch((err: unknown) => this.log.warn({ err }, 'jobs not recorded'));
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = this.runDue().finally(() => { this.ticking = null; });
    }, tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking?.catch(() => undefined);
  }

  jobs() {
    return this.repo.jobs();
  }

  history(q: { job?: string | undefined; status?: JobRunRow['status'] | undefined; limit: number; offset: number }) {
    return this.repo.history(q);
  }

  private async runOne(spec: JobSpec): Promise<JobOutcome | null> {
    const o = { ...DEFAULTS, ...spec };
    const now = this.clock.now();
    const period = periodAt(spec.schedule, now);
    const attempt = await this.claim(spec.name, period.start, now, o.leaseMs, o.maxAttempts);
    if (attempt === null) return null;
    const base = { job: spec.name, period: period.start, attempt };
    try {
      const answer = await spec.run({ period, lastDone: await this.repo.lastDone(spec.name), attempt, now });
      const result = answer === undefined ? null : String(answer);
      await this.repo.finish(spec.name, period.start, attempt, { status: 'done', finished_at: this.clock.now(), error: null, result });
      return { ...base, status: 'done', result, error: null };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const dead = attempt >= o.maxAttempts;
      const nextAt = dead ? null : this.clock.now() + o.backoffMs * 2 ** (attempt - 1);
      await this.repo.finish(spec.name, period.start, attempt, { status: dead ? 'dead' : 'failed', finished_at: this.clock.now(), error, next_attempt_at: nextAt });
      this.log.error({ err, job: spec.name, period: period.start, attempt }, dead ? 'job given up' : 'job failed, will retry');
      return { ...base, status: dead ? 'dead' : 'failed', result: null, error };
    }
  }

  /** The attempt this process now owns, or null when the run is done, owned by another process or not due again yet. */
  private async claim(job: string, period: number, now: number, leaseMs: number, maxAttempts: number): Promise<number | null> {
    if (await this.repo.claimNew(job, period, now, now + leaseMs, this.node)) return 1;
    const seen = await this.repo.run(job, period);
    if (!seen) return null;
    const retryDue = seen.status === 'failed' && (seen.next_attempt_at ?? 0) <= now;
    const abandoned = seen.status === 'running' && seen.lease_until < now;
    if (!retryDue && !abandoned) return null;
    if (seen.attempt >= maxAttempts) {
      await this.repo.finish(job, period, seen.attempt, { status: 'dead', finished_at: now, error: seen.error ?? 'lease expired' });
      return null;
    }
    return (await this.repo.reclaim(seen, now, now + leaseMs, this.node)) ? seen.attempt + 1 : null;
  }
}
