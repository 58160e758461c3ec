import { z } from 'zod';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { currentAdmin, requireAdmin } from './backoffice.guard.js';
import type { AdminService } from './backoffice.service.js';

const approval = z.object({
  id: z.number(), action: z.string(), subject_type: z.string(), subject_id: z.number(), status: z.enum(['pending', 'approved', 'rejected']),
  detail: z.record(z.string(), z.unknown()), proposed_by: z.number(), proposer: z.string().nullable(), proposed_at: z.number(),
  decided_by: z.number().nullable(), decider: z.string().nullable(), decided_at: z.number().nullable(),
});
const query = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const parse = (text: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Every four-eyes request, newest first: who proposed what, who approved or refused it (finance, compliance). */
export function registerFourEyesRoutes(api: Api, s: { admin: AdminService }): void {
  api.get('/admin/approvals', {
    preValidation: requireAdmin(s.admin, { resource: 'approvals' }),
    schema: { tags: ['admin'], summary: 'Four-eyes requests (maker-checker), newest first; status pending is what awaits a second admin', querystring: query,
      response: { 200: envelope(z.object({ total: z.number(), items: z.array(approval) })) } },
  }, async (req) => {
    const { status, page, limit } = req.query;
    const r = await s.admin.fourEyes.page({ status, limit, offset: (page - 1) * limit });
    await s.admin.audit(currentAdmin(req).id, 'approvals.list', 'approvals', { status: status ?? null, page }, req.ip);
    return ok({ total: r.total, items: r.items.map((a) => ({ ...a, detail: parse(a.detail) })) });
  });
}
