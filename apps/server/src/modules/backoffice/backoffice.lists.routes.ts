import { backofficeRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { AdminService } from './backoffice.service.js';
import { currentAdmin, requireAdmin } from './backoffice.guard.js';

/** The audit log and staff management ({ items, total } pages, newest first); every call is audited. */
export function registerAdminListRoutes(api: Api, s: { admin: AdminService }): void {
  const actor = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const audit = { preValidation: requireAdmin(s.admin, { resource: 'audit' }) };
  const admins = { preValidation: requireAdmin(s.admin, { resource: 'admins' }) };

  serve(api, routes.audit, audit, async (req) => s.admin.staff.auditLog(actor(req), { ...req.query, adminId: req.query.admin_id, offset: (req.query.page - 1) * req.query.limit }));

  serve(api, routes.admins, admins, async (req) => s.admin.staff.list(actor(req), { ...req.query, offset: (req.query.page - 1) * req.query.limit }));

  serve(api, routes.createAdmin, admins, async (req) => s.admin.staff.create(actor(req), req.body));

  serve(api, routes.resetAdmin, admins, async (req) => s.admin.staff.reset(actor(req), req.params.id));
}
