import { proofRoutes as routes } from '@candor/shared';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { ProofService } from './proof.service.js';

/** The back office's coverage screen (resource proof): liabilities beside holdings; the read is audited. */
export function registerProofAdminRoutes(api: Api, s: { proof: ProofService; admin: AdminService }): void {
  serve(api, routes.adminOverview, { preValidation: requireAdmin(s.admin, { resource: 'proof' }) }, async (req) => {
    const out = await s.proof.coverage(req.query.day);
    await s.admin.audit(currentAdmin(req).id, 'proof.read', 'proof', { day: out.day }, req.ip);
    return out;
  });
}
