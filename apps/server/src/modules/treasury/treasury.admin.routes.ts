import { treasuryRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { TreasuryService } from './treasury.service.js';

/** The back office's platform money (resource treasury): holdings, fundings with two admins; reads are audited too. */
export function registerTreasuryAdminRoutes(api: Api, s: { treasury: TreasuryService; admin: AdminService }): void {
  const gate = { preValidation: requireAdmin(s.admin, { resource: 'treasury' }) };
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const audit = (req: FastifyRequest, action: string) => s.admin.audit(currentAdmin(req).id, action, 'treasury', {}, req.ip);

  serve(api, routes.overview, gate, async (req) => {
    await audit(req, 'treasury.read');
    return s.treasury.overview();
  });
  serve(api, routes.holdings, gate, async (req) => s.treasury.holdings({ limit: req.query.limit, offset: (req.query.page - 1) * req.query.limit }));
  serve(api, routes.recordHolding, gate, async (req) => s.treasury.recordHolding(by(req), req.body));
  serve(api, routes.fundings, gate, async (req) => s.treasury.fundings({ limit: req.query.limit, offset: (req.query.page - 1) * req.query.limit }));
  serve(api, routes.propose, gate, async (req) => s.treasury.propose(by(req), req.body));
  serve(api, routes.approve, gate, async (req) => s.treasury.approve(by(req), req.params.id));
  serve(api, routes.reject, gate, async (req) => s.treasury.reject(by(req), req.params.id));
}
