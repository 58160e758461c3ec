import { depositsRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { DepositsService } from './deposits.service.js';

/** The back office's deposit review queue (packages/shared/src/api/deposits.ts); every call is audited. */
export function registerDepositAdminRoutes(api: Api, s: { deposits: DepositsService; admin: AdminService }): void {
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const gate = { preValidation: requireAdmin(s.admin, { resource: 'deposits' }) };
  const { reviews } = s.deposits;

  serve(api, routes.adminList, gate, async (req) => reviews.list(by(req), req.query));

  serve(api, routes.adminGet, gate, async (req) => reviews.get(by(req), req.params.id));

  serve(api, routes.approve, gate, async (req) => reviews.approve(by(req), req.params.id));

  serve(api, routes.reject, gate, async (req) => reviews.reject(by(req), req.params.id, req.body.reason));
}
