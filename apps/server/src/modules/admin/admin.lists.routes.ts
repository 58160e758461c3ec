import { optionalText } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import type { Services } from '../../services.js';
import { toPublicUser } from '../users/users.service.js';
import { ADMIN_ROLES } from './admin.access.js';
import { currentAdmin, requireAdmin } from './admin.guard.js';

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
const outboxRow = z.object({
  id: z.number(), channel: z.string(), destination: z.string(), subject: z.string(), body: z.string(), code: z.string().nullable(), created_at: z.number(),
});
const userRow = z.object({
  id: z.number(), kind: z.string(), username: z.string().nullable(), email: z.string().nullable(), area_code: z.string().nullable(),
  phone: z.string().nullable(), invite_code: z.string(), lang: z.string(), has_fund_password: z.boolean(), created_at: z.number(),
});

/** The back office's lists ({ items, total } pages, newest first) and staff management; every call is audited. */
export function registerAdminListRoutes(api: Api, s: Services): void {
  const actor = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });

  api.get('/admin/users', {
    preValidation: requireAdmin(s.admin, { resource: 'users' }),
    schema: { tags, summary: 'Users, newest first, with search (username, email, phone, invite code)',
      querystring: page.extend({ search: z.string().max(100).optional() }), response: { 200: paged(userRow) } },
  }, async (req) => {
    const { rows, total } = await s.users.list({ search: req.query.search, limit: req.query.limit, offset: offsetOf(req.query) });
    await s.admin.staff.usersRead(actor(req), req.query);
    return ok({ total, items: rows.map(toPublicUser) });
  });

  api.get('/admin/outbox', {
    preValidation: requireAdmin(s.admin, { resource: 'outbox' }),
    schema: { tags, summary: 'Messages the platform sent (codes included), newest first; search by destination. Always on, unlike dev/outbox',
      querystring: page.extend({ search: z.string().max(254).optional() }), response: { 200: paged(outboxRow) } },
  }, async (req) => ok(await s.admin.staff.outbox(actor(req), { ...req.query, offset: offsetOf(req.query) })));

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
