import { ADMIN_ROLES, isAdminRole, type AdminRole } from '@candor/shared';
import type { AdminAccess } from '../../platform/kit/module.js';

export { ADMIN_ROLES, isAdminRole, type AdminRole };

/**
 * What a session may do:
 * - totp_setup: signed in with the password only, the second factor not set up yet: enrolment, me and logout;
 * - password_change: the password is a one-time one: password change, me and logout;
 * - full: everything the role allows.
 */
export type AdminStage = 'totp_setup' | 'password_change' | 'full';

/** The back office's own resources: the audit log, staff, the scheduler's runs and the four-eyes requests. */
export const backofficeResources = {
  audit: ['compliance'],
  admins: [],
  jobs: ['operator'],
  approvals: ['finance', 'compliance'],
} as const satisfies AdminAccess;

/**
 * The one table of who sees what: each back-office resource (declared by the module that owns it, in its manifest)
 * and the roles that may open it. The superadmin passes every check; an empty list means superadmin only. The
 * routes guard with it and admin/me answers the resources of the signed-in role, from which the back office builds
 * its menu.
 */
export class AccessTable {
  constructor(private readonly table: AdminAccess) {}

  has(resource: string): boolean {
    return Object.hasOwn(this.table, resource);
  }

  mayAccess(role: AdminRole, resource: string): boolean {
    return role === 'superadmin' || (this.table[resource] ?? []).includes(role);
  }

  resourcesOf(role: AdminRole): string[] {
    return Object.keys(this.table).filter((r) => this.mayAccess(role, r));
  }

  resources(): string[] {
    return Object.keys(this.table);
  }
}
