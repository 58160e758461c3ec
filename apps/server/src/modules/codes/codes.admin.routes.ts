import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { createOutboxRepo } from './codes.outbox.js';

const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });
const outboxRow = z.object({
  id: z.number(), channel: z.string(), destination: z.string(), subject: z.string(), body: z.string(), code: z.string().nullable(), created_at: z.number(),
});

/** The outbox in the back office (support): how operators of the embedded set-up see the codes; every read is audited. */
export function registerCodesAdminRoutes(api: Api, s: { admin: AdminService; outbox: ReturnType<typeof createOutboxRepo> }): void {
  api.get('/admin/outbox', {
    preValidation: requireAdmin(s.admin, { resource: 'outbox' }),
    schema: { tags: ['admin'], summary: 'Messages the platform sent (codes included), newest first; search by destination. Always on, unlike dev/outbox',
      querystring: page.extend({ search: z.string().max(254).optional() }), response: { 200: envelope(z.object({ total: z.number(), items: z.array(outboxRow) })) } },
  }, async (req) => {
    const admin = currentAdmin(req);
    const { page: p, limit, search } = req.query;
    const r = await s.outbox.page({ limit, offset: (p - 1) * limit, search });
    await s.admin.audit(admin.id, 'outbox.list', 'outbox', { page: p, search: search ?? null }, req.ip);
    return ok({ total: r.total, items: r.rows });
  });
}
