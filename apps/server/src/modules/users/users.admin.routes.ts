import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import { toPublicUser, type UsersService } from './users.service.js';

const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
const userRow = z.object({
  id: z.number(), kind: z.string(), username: z.string().nullable(), email: z.string().nullable(), area_code: z.string().nullable(),
  phone: z.string().nullable(), invite_code: z.string(), lang: z.string(), has_fund_password: z.boolean(), created_at: z.number(),
});

/** The users list of the back office (support, compliance, finance, operator); every read is audited. */
export function registerUsersAdminRoutes(api: Api, s: { users: UsersService; admin: AdminService }): void {
  api.get('/admin/users', {
    preValidation: requireAdmin(s.admin, { resource: 'users' }),
    schema: { tags: ['admin'], summary: 'Users, newest first, with search (username, email, phone, invite code)',
      querystring: page.extend({ search: z.string().max(100).optional() }), response: { 200: envelope(z.object({ total: z.number(), items: z.array(userRow) })) } },
  }, async (req) => {
    const { page: p, limit, search } = req.query;
    const { rows, total } = await s.users.list({ search, limit, offset: (p - 1) * limit });
    await s.admin.audit(currentAdmin(req).id, 'users.list', 'users', { page: p, search: search ?? null }, req.ip);
    return ok({ total, items: rows.map(toPublicUser) });
  });
}
