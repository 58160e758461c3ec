import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tokenOf } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/http/errors.js';
import type { AdminIdentity, AdminRole, AdminService } from './admin.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
}

/** Admits only an admin session (a user token is not one), optionally of the given roles. */
export function requireAdmin(admins: AdminService, roles?: AdminRole[]): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest) {
    const token = tokenOf(request);
    const admin = token ? await admins.resolve(token) : null;
    if (!admin) throw new AppError('not_logged_in');
    if (roles && admin.role !== 'superadmin' && !roles.includes(admin.role)) throw new AppError('admin_forbidden');
    request.admin = admin;
  };
}
