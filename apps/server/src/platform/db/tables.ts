/** Booleans are stored as 0/1 integers so both dialects read them alike. */
export type Flag = 0 | 1;

export type RateCountersTable = {
  key: string;
  count: number;
  expires_at: number;
};

/** A money request's idempotency key and the answer it first gave (JSON). */
export type IdempotencyKeysTable = {
  user_id: number;
  scope: string;
  key: string;
  /** A digest of the request, so the same key with another request is refused rather than answered. */
  fingerprint: string;
  response: string;
  created_at: number;
};

/** A scheduled job as last registered by a server process: its schedule, for the back office. */
export type JobsTable = {
  name: string;
  /** "every 3600000 ms" or "daily at 00:05 UTC". */
  schedule: string;
  registered_at: number;
};

/**
 * One run of a job for one period (claimed once across server processes by the unique (job, period)). A failed run
 * is retried with backoff by whichever process claims it next; a run whose lease ran out (its process died) is
 * claimed again too.
 */
export type JobRunsTable = {
  job: string;
  /** The period's key: its start time in epoch ms. */
  period: number;
  status: 'running' | 'done' | 'failed' | 'dead';
  attempt: number;
  started_at: number;
  finished_at: number | null;
  /** Until when the claiming process owns a running run. */
  lease_until: number;
  /** When a failed run may be tried again. */
  next_attempt_at: number | null;
  error: string | null;
  /** What the job said it did (a count, a summary), for the history. */
  result: string | null;
  /** The process that ran it (host and pid). */
  node: string;
};

/**
 * The database as Kysely sees it. The platform declares its own tables here; each module adds its tables with
 * declaration merging in its `<name>.tables.ts` (`declare module '.../platform/db/tables.js' { interface Tables {...} }`),
 * so the platform never imports a module.
 */
export interface Tables {
  rate_counters: RateCountersTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  job_runs: JobRunsTable;
}

/** The tables the platform itself owns. */
export const platformTables = ['rate_counters', 'idempotency_keys', 'jobs', 'job_runs'] as const;
