/** The back office's roles (decisions.md, Admin); what each may open is declared by the modules' resources. */
export const ADMIN_ROLES = ['support', 'compliance', 'finance', 'operator', 'superadmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const isAdminRole = (v: unknown): v is AdminRole => typeof v === 'string' && (ADMIN_ROLES as readonly string[]).includes(v);

/** A scheduled job run's states and a four-eyes request's (the API contract's schemas use them; kept here, free of zod). */
export const JOB_RUN_STATUSES = ['running', 'done', 'failed', 'dead'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
