import { optionalText } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import type { AdminService } from './backoffice.service.js';
import { ADMIN_ROLES } from './backoffice.access.js';
import { currentAdmin, requireAdmin } from './backoffice.guard.js';

const tags = ['admin'];
/** Paging as react-admin's list sends it: 1-based page and a page size. */
const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
const paged = <T extends z.ZodType>(item: T) => envelope(z.object({ total: z.number(), items: z.array(item) }));
const offsetOf = (q: { page: number; limit: number }): number => (q.page - 1) * q.limit;

const adminView = z.object({
  id: z.number(), username: z.string(), role: z.enum(ADMIN_ROLES), totp_enabled: z.boolean(), must_change_password: z.boolean(),
  created_by: z.number().nullable(), created_at: z.number(), last_login_at: z.number().nullable(),
});
const withPassword = envelope(z.object({ admin: adminView, password: z.string().describe('one-time password, shown once') }));
const auditRow = z.object({
  id: z.number(), admin_id: z.number(), admin_username: z.string().nullable(), action: z.string(), target: z.string(),
  detail: z.record(z.string(), z.unknown()), ip: z.string(), created_at: z.number(),
});
/** The audit log and staff management ({ items, total } pages, newest first); every call is audited. */
export function registerAdminListRoutes(api: Api, s: { admin: AdminService }): void {
  const actor = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });

  api.get('/admin/audit', {
    preValidation: requireAdmin(s.admin, { resource: 'audit' }),
    schema: { tags, summary: 'The audit log of admin actions, newest first',
      querystring: page.extend({ admin_id: z.coerce.number().int().min(1).optional(), action: z.string().max(64).optional() }),
      response: { 200: paged(auditRow) } },
  }, async (req) => ok(await s.admin.staff.auditLog(actor(req), { ...req.query, adminId: req.query.admin_id, offset: offsetOf(req.query) })));

  api.get('/admin/admins', {
    preValidation: requireAdmin(s.admin, { resource: 'admins' }),
    schema: { tags, summary: 'Back-office accounts (superadmin)', querystring: page, response: { 200: paged(adminView) } },
  }, async (req) => ok(await s.admin.staff.list(actor(req), { ...req.query, offset: offsetOf(req.query) })));

  api.post('/admin/admins', {
    preValidation: requireAdmin(s.admin, { resource: 'admins' }),
    schema: { tags, summary: 'Create an admin with a role; answers a one-time password (superadmin)',
      body: z.object({ username: optionalText(64), role: optionalText(20).describe(ADMIN_ROLES.join(', ')) }), response: { 200: withPassword } },
  }, async (req) => ok(await s.admin.staff.create(actor(req), req.body)));

  api.post('/admin/admins/:id/reset', {
    preValidation: requireAdmin(s.admin, { resource: 'admins' }),
    schema: { tags, summary: 'New one-time password, second factor cleared, sessions ended (superadmin)',
      params: z.object({ id: z.coerce.number().int().min(1).max(2 ** 31) }), response: { 200: withPassword } },
  }, async (req) => ok(await s.admin.staff.reset(actor(req), req.params.id)));
}
