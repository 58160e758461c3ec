import { codesRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { createOutboxRepo } from './codes.outbox.js';
import type { createDeliveriesRepo } from './codes.delivery.js';

/** The outbox in the back office (support): how operators of the embedded set-up see the codes; every read is audited. */
export function registerCodesAdminRoutes(
  api: Api, s: { admin: AdminService; outbox: ReturnType<typeof createOutboxRepo>; deliveries: ReturnType<typeof createDeliveriesRepo> },
): void {
  serve(api, routes.adminOutbox, { preValidation: requireAdmin(s.admin, { resource: 'outbox' }) }, async (req) => {
    const admin = currentAdmin(req);
    const { page, limit, search } = req.query;
    const r = await s.outbox.page({ limit, offset: (page - 1) * limit, search });
    await s.admin.audit(admin.id, 'outbox.list', 'outbox', { page, search: search ?? null }, req.ip);
    return { total: r.total, items: r.rows };
  });

  // Provider deliveries (SMTP, HTTP SMS): status, tries, last error; never the message, which carries a code.
  serve(api, routes.adminDeliveries, { preValidation: requireAdmin(s.admin, { resource: 'deliveries' }) }, async (req) => {
    const { page, limit, search, status } = req.query;
    const r = await s.deliveries.page({ limit, offset: (page - 1) * limit, search, status });
    await s.admin.audit(currentAdmin(req).id, 'deliveries.list', 'deliveries', { page, search: search ?? null, status: status ?? null }, req.ip);
    return { total: r.total, items: r.rows };
  });
}
