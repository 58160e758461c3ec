import type { ScheduledJob } from '@candor/shared';

/** The back office's own shapes: the contract's (packages/shared/src/api/backoffice.ts), and the list rows made of them. */
export { ADMIN_ROLES, APPROVAL_STATUSES, JOB_RUN_STATUSES } from '@candor/shared';
export type { AdminView, AdminWithPassword, Approval, JobRun, TotpEnrolment } from '@candor/shared';

/** A scheduled job; its name is its id. */
export type JobRecord = ScheduledJob & { id: string };
