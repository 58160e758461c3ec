import { z } from 'zod';
import { ADMIN_ROLES, APPROVAL_STATUSES, JOB_RUN_STATUSES } from '../backoffice.js';
import { idField, idParams, none, optionalText, pageQuery, paged } from './common.js';
import { route } from './contract.js';
import { updatePasswordBody } from './users.js';

const tags = ['admin'];

/** How far a session got: enrolling the second factor, changing a one-time password, or signed in fully. */
export const adminStage = z.enum(['totp_setup', 'password_change', 'full']);
export type AdminStage = z.output<typeof adminStage>;

export const adminMe = z.object({
  id: z.number(), username: z.string(), role: z.enum(ADMIN_ROLES), must_change_password: z.boolean(), totp_enabled: z.boolean(),
  stage: adminStage, resources: z.array(z.string()).describe('the back-office resources the role may open (the menu)'),
});
export type AdminMe = z.output<typeof adminMe>;

export const adminLoginBody = z.object({
  username: optionalText(64),
  password: optionalText(200),
  totp: optionalText(12).describe('6-digit authenticator code, required once TOTP is set up'),
});
export const adminLogin = z.object({ token: z.string(), expires_at: z.number(), stage: adminStage, admin: adminMe });
export type AdminLogin = z.output<typeof adminLogin>;

export const totpEnrolment = z.object({ secret: z.string(), uri: z.string(), qr: z.string().describe('PNG data URL of the otpauth URI') });
export type TotpEnrolment = z.output<typeof totpEnrolment>;

export const adminView = z.object({
  id: z.number(), username: z.string(), role: z.enum(ADMIN_ROLES), totp_enabled: z.boolean(), must_change_password: z.boolean(),
  created_by: z.number().nullable(), created_at: z.number(), last_login_at: z.number().nullable(),
});
export type AdminView = z.output<typeof adminView>;
export const adminWithPassword = z.object({ admin: adminView, password: z.string().describe('one-time password, shown once') });
export type AdminWithPassword = z.output<typeof adminWithPassword>;

export const auditEntry = z.object({
  id: z.number(), admin_id: z.number(), admin_username: z.string().nullable(), action: z.string(), target: z.string(),
  detail: z.record(z.string(), z.unknown()), ip: z.string(), created_at: z.number(),
});
export type AuditEntry = z.output<typeof auditEntry>;

export const scheduledJob = z.object({ name: z.string(), schedule: z.string(), registered_at: z.number() });
export type ScheduledJob = z.output<typeof scheduledJob>;
export const jobRun = z.object({
  job: z.string(), period: z.number().describe('start of the period, epoch ms'), status: z.enum(JOB_RUN_STATUSES),
  attempt: z.number(), started_at: z.number(), finished_at: z.number().nullable(), next_attempt_at: z.number().nullable(),
  error: z.string().nullable(), result: z.string().nullable(), node: z.string(),
});
export type JobRun = z.output<typeof jobRun>;

export const approval = z.object({
  id: z.number(), action: z.string(), subject_type: z.string(), subject_id: z.number(), status: z.enum(APPROVAL_STATUSES),
  detail: z.record(z.string(), z.unknown()), proposed_by: z.number(), proposer: z.string().nullable(), proposed_at: z.number(),
  decided_by: z.number().nullable(), decider: z.string().nullable(), decided_at: z.number().nullable(),
});
export type Approval = z.output<typeof approval>;

/**
 * The back office's own API. Sign-in: password (+ TOTP code once enrolled). A session without a second factor yet is
 * limited to totp/setup, totp/enable, me and logout; one with a one-time password to password, me and logout.
 */
export const backofficeRoutes = {
  login: route({
    method: 'POST', path: '/admin/login', tags, access: 'public',
    summary: 'Admin login: password, then the TOTP code once set up (separate from user sessions)', body: adminLoginBody, response: adminLogin,
  }),
  logout: route({ method: 'POST', path: '/admin/logout', tags, access: 'admin', summary: 'End the admin session', response: none }),
  me: route({
    method: 'GET', path: '/admin/me', tags, access: 'admin', summary: 'The signed-in admin, the session stage and the resources of the role', response: adminMe,
  }),
  totpSetup: route({
    method: 'POST', path: '/admin/totp/setup', tags, access: 'admin',
    summary: 'Start TOTP enrolment: a fresh secret (kept server-side as pending), its otpauth URI and QR code', response: totpEnrolment,
  }),
  totpEnable: route({
    method: 'POST', path: '/admin/totp/enable', tags, access: 'admin', summary: 'Confirm enrolment with a code of the pending secret; upgrades the session',
    body: z.object({ code: optionalText(12) }), response: adminMe,
  }),
  password: route({
    method: 'POST', path: '/admin/password', tags, access: 'admin', summary: 'Change the own password (12+ characters); other sessions end',
    body: updatePasswordBody, response: adminMe,
  }),
  audit: route({
    method: 'GET', path: '/admin/audit', tags, access: 'admin', summary: 'The audit log of admin actions, newest first',
    query: pageQuery.extend({ admin_id: idField.optional(), action: z.string().max(64).optional() }), response: paged(auditEntry),
  }),
  admins: route({ method: 'GET', path: '/admin/admins', tags, access: 'admin', summary: 'Back-office accounts (superadmin)', query: pageQuery, response: paged(adminView) }),
  createAdmin: route({
    method: 'POST', path: '/admin/admins', tags, access: 'admin', summary: 'Create an admin with a role; answers a one-time password (superadmin)',
    body: z.object({ username: optionalText(64), role: optionalText(20).describe(ADMIN_ROLES.join(', ')) }), response: adminWithPassword,
  }),
  resetAdmin: route({
    method: 'POST', path: '/admin/admins/:id/reset', tags, access: 'admin', summary: 'New one-time password, second factor cleared, sessions ended (superadmin)',
    params: idParams, response: adminWithPassword,
  }),
  jobs: route({ method: 'GET', path: '/admin/jobs', tags, access: 'admin', summary: 'The scheduled jobs and their schedules', response: z.array(scheduledJob) }),
  jobRuns: route({
    method: 'GET', path: '/admin/jobs/runs', tags, access: 'admin', summary: 'The runs of the jobs, newest first: started, finished, attempt, error',
    query: pageQuery.extend({ job: z.string().max(100).optional(), status: z.enum(JOB_RUN_STATUSES).optional() }), response: paged(jobRun),
  }),
  approvals: route({
    method: 'GET', path: '/admin/approvals', tags, access: 'admin',
    summary: 'Four-eyes requests (maker-checker), newest first; status pending is what awaits a second admin',
    query: pageQuery.extend({ status: z.enum(APPROVAL_STATUSES).optional() }), response: paged(approval),
  }),
} as const;
