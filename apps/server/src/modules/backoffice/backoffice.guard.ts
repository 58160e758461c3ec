import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { tokenOf } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/http/errors.js';
import type { AdminStage } from './backoffice.access.js';
import type { AdminService, AdminSession } from './backoffice.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminSession | null;
  }
}

export type AdminGate = {
  /** The back-office resource the route reads or changes (declared in its module's manifest); its roles are checked. */
  resource?: string;
  /** The session stages admitted; by default only a full session. */
  stages?: readonly AdminStage[] | 'any';
};

const refusalOf: Record<AdminStage, AppError['key']> = {
  totp_setup: 'totp_setup_required',
  password_change: 'admin_password_change_required',
  full: 'admin_forbidden',
};

/**
 * Admits only an admin session (a user token is not one, 999 otherwise) at an admitted stage, of a role that
 * may access the route's resource, and puts it on the request.
 */
export function requireAdmin(admins: AdminService, gate: AdminGate = {}): preValidationAsyncHookHandler {
  const stages = gate.stages ?? ['full'];
  const resource = gate.resource;
  // A route guarding an undeclared resource would be open to the superadmin only: refuse to start instead.
  if (resource !== undefined && !admins.access.has(resource)) throw new Error(`back-office resource ${resource} is not declared by any module`);
  return async function (request: FastifyRequest) {
    const token = tokenOf(request);
    const admin = token ? await admins.resolve(token) : null;
    if (!admin) throw new AppError('not_logged_in');
    if (stages !== 'any' && !stages.includes(admin.stage)) {
      // An enrolment route refuses a session past enrolment as already set up; the others say what is missing.
      throw new AppError(stages.includes('totp_setup') ? 'totp_already_enabled' : refusalOf[admin.stage]);
    }
    if (resource !== undefined && !admins.access.mayAccess(admin.role, resource)) throw new AppError('admin_forbidden');
    request.admin = admin;
  };
}

/** The admin session of a request behind `requireAdmin`. */
export function currentAdmin(request: FastifyRequest): AdminSession {
  if (!request.admin) throw new AppError('not_logged_in');
  return request.admin;
}
