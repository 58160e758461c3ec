import type { AdminsTable } from '../../platform/db/schema.js';

export type AdminRole = AdminsTable['role'];
export const ADMIN_ROLES = ['support', 'compliance', 'finance', 'operator', 'superadmin'] as const satisfies readonly AdminRole[];
export const isAdminRole = (v: unknown): v is AdminRole => typeof v === 'string' && (ADMIN_ROLES as readonly string[]).includes(v);

/**
 * What a session may do:
 * - totp_setup: signed in with the password only, the second factor not set up yet: enrolment, me and logout;
 * - password_change: the password is a one-time one: password change, me and logout;
 * - full: everything the role allows.
 */
export type AdminStage = 'totp_setup' | 'password_change' | 'full';

/**
 * The one table of who sees what: each back-office resource and the roles that may read it.
 * The superadmin passes every check; an empty list means superadmin only. The routes guard with it
 * and admin/me answers the resources of the signed-in role, from which the back office builds its menu.
 */
export const adminAccess = {
  users: ['support', 'compliance', 'finance', 'operator'],
  outbox: ['support'],
  audit: ['compliance'],
  admins: [],
  deposits: ['finance'],
  withdrawals: ['finance'],
  coins: ['finance', 'operator'],
  statements: ['finance', 'compliance', 'support'],
  liabilities: ['finance', 'compliance'],
  fiat_rates: ['finance', 'operator'],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminResource = keyof typeof adminAccess;
export const ADMIN_RESOURCES = Object.keys(adminAccess) as [AdminResource, ...AdminResource[]];

export function mayAccess(role: AdminRole, resource: AdminResource): boolean {
  return role === 'superadmin' || (adminAccess[resource] as readonly AdminRole[]).includes(role);
}

export function resourcesOf(role: AdminRole): AdminResource[] {
  return ADMIN_RESOURCES.filter((r) => mayAccess(role, r));
}
