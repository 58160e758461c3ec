import { backofficeRoutes as routes, type Approval } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin } from './backoffice.guard.js';
import type { AdminService } from './backoffice.service.js';
import type { ApprovalNamedRow } from './four-eyes.js';

const parse = (text: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const approvalOut = (a: ApprovalNamedRow): Approval => ({ ...a, detail: parse(a.detail) });

/** Every four-eyes request, newest first: who proposed what, who approved or refused it (finance, compliance). */
export function registerFourEyesRoutes(api: Api, s: { admin: AdminService }): void {
  serve(api, routes.approvals, { preValidation: requireAdmin(s.admin, { resource: 'approvals' }) }, async (req) => {
    const { status, page, limit } = req.query;
    const r = await s.admin.fourEyes.page({ status, limit, offset: (page - 1) * limit });
    await s.admin.audit(currentAdmin(req).id, 'approvals.list', 'approvals', { status: status ?? null, page }, req.ip);
    return { total: r.total, items: r.items.map(approvalOut) };
  });
}
