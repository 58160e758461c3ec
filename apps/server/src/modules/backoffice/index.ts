import type { AdminService } from './backoffice.service.js';

export { backofficeModule } from './backoffice.module.js';
export { AdminService, logFirstAdmin, type AdminSession, type AdminMe } from './backoffice.service.js';
export { requireAdmin, currentAdmin, type AdminGate } from './backoffice.guard.js';
export { ADMIN_ROLES, type AdminRole, type AdminStage, type AccessTable } from './backoffice.access.js';
export type { Actor as AdminActor } from './backoffice.staff.js';
export type { FourEyes, FourEyesOutcome, FourEyesRequest, ApprovalNamedRow } from './four-eyes.js';

/** What a module needs to write the audit log (the back-office service has it). */
export type Auditor = Pick<AdminService, 'audit'>;
export { newTotpSecret, totpEnrolment, totpStep, totpCode } from './backoffice.totp.js';
