import { adminLoginBody } from '@candor/shared';
import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { tokenOf } from '../../platform/auth/guard.js';
import type { Services } from '../../services.js';
import { toPublicUser } from '../users/users.service.js';
import { requireAdmin } from './admin.guard.js';

const tags = ['admin'];
const identity = z.object({ id: z.number(), username: z.string(), role: z.string(), must_change_password: z.boolean() });
const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });

export function registerAdminRoutes(api: Api, s: Services): void {
  const admin = requireAdmin(s.admin);

  api.post('/admin/login', { schema: { tags, summary: 'Admin login (separate from user sessions)', body: adminLoginBody, response: { 200: envelope(z.object({ token: z.string(), expires_at: z.number(), admin: identity })) } } },
    async (req) => ok(await s.admin.login(req.body.username, req.body.password, req.ip)));

  api.post('/admin/logout', { preHandler: admin, schema: { tags, summary: 'End the admin session', response: { 200: envelope(z.null()) } } },
    async (req) => {
      await s.admin.logout(tokenOf(req) as string);
      return ok(null);
    });

  api.get('/admin/me', { preHandler: admin, schema: { tags, summary: 'The signed-in admin', response: { 200: envelope(identity) } } },
    async (req) => ok(req.admin as z.infer<typeof identity>));

  api.get('/admin/users', {
    preHandler: requireAdmin(s.admin, ['support', 'compliance', 'finance', 'operator']),
    schema: { tags, summary: 'Users, newest first, with search', querystring: page.extend({ search: z.string().max(100).optional() }) },
  }, async (req) => {
    const { rows, total } = await s.users.list({ search: req.query.search, limit: req.query.limit, offset: (req.query.page - 1) * req.query.limit });
    return ok({ total, items: rows.map(toPublicUser) });
  });

  api.get('/admin/audit', { preHandler: admin, schema: { tags, summary: 'The audit log of admin actions', querystring: page } },
    async (req) => ok(await s.admin.auditLog(req.query.limit, (req.query.page - 1) * req.query.limit)));
}
