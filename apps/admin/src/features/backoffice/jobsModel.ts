import type { ApprovalStatus, JobRun, JobRunStatus } from '@candor/shared';
import { APPROVAL_STATUSES, JOB_RUN_STATUSES } from '@candor/shared';
import type { RaRecord } from 'react-admin';
import type { ResourceName } from '../../api/types';

/** The colours of the chips the back office shows a status in (MUI's palette names). */
export type ChipColour = 'default' | 'info' | 'success' | 'warning' | 'error';

const RUN_COLOURS: Record<JobRunStatus, ChipColour> = { running: 'info', done: 'success', failed: 'warning', dead: 'error' };
const APPROVAL_COLOURS: Record<ApprovalStatus, ChipColour> = { pending: 'warning', approved: 'success', rejected: 'error' };

/** A run's status as a chip colour: running blue, done green, failed (to be retried) amber, dead (given up) red. */
export const runColour = (status: JobRunStatus): ChipColour => RUN_COLOURS[status];
/** A four-eyes request's status as a chip colour: pending amber, approved green, rejected red. */
export const approvalColour = (status: ApprovalStatus): ChipColour => APPROVAL_COLOURS[status];

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined;
/** A status filter's value, or undefined for none (or anything the server would refuse). */
export const jobRunStatusOf = (v: unknown): JobRunStatus | undefined => oneOf(JOB_RUN_STATUSES, v);
export const approvalStatusOf = (v: unknown): ApprovalStatus | undefined => oneOf(APPROVAL_STATUSES, v);

/** A run as a list row: one per job and period, so those two make its id. */
export const runRecord = (run: JobRun): RaRecord => ({ ...run, id: `${run.job}@${run.period}` });

const UNITS: readonly [number, string][] = [[86_400_000, 'd'], [3_600_000, 'h'], [60_000, 'min'], [1_000, 's']];

/** A schedule as the server describes it ("every 3600000 ms", "daily at 00:05 UTC") in words an operator reads. */
export function scheduleText(schedule: string): string {
  const every = /^every (\d+) ms$/.exec(schedule);
  if (!every) return schedule;
  const ms = Number(every[1]);
  const unit = UNITS.find(([size]) => ms >= size && ms % size === 0);
  return unit ? `every ${ms / unit[0]} ${unit[1]}` : `every ${ms} ms`;
}

/** How long a run took, in words; empty while it runs. */
export function durationText(run: Pick<JobRun, 'started_at' | 'finished_at'>): string {
  if (run.finished_at === null) return '';
  const ms = Math.max(0, run.finished_at - run.started_at);
  return ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toFixed(1)} s`;
}

/** The review page of a four-eyes request's subject (a deposit or a withdrawal), for a role that may open it; else null. */
export function subjectPath(a: { subject_type: string; subject_id: number }, permissions: readonly ResourceName[]): string | null {
  const resource: ResourceName | null = a.subject_type === 'deposit' ? 'deposits' : a.subject_type === 'withdrawal' ? 'withdrawals' : null;
  return resource && permissions.includes(resource) ? `/${resource}/${a.subject_id}/show` : null;
}
