import { coinBySymbol, kycRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { fail } from '../../platform/http/errors.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { KycService } from './kyc.service.js';

const decimalsOf = (asset: string): number => coinBySymbol(asset)?.decimals ?? 8;

/**
 * The compliance review of KYC (resource kyc): the queue, a submission with the user's history, approve (advanced:
 * two admins) and reject with a reason; the per-coin withdrawal thresholds. Every call, reads included, is audited.
 */
export function registerKycAdminRoutes(api: Api, s: { kyc: KycService; admin: AdminService }): void {
  const gate = { preValidation: requireAdmin(s.admin, { resource: 'kyc' }) };
  const thresholds = { preValidation: requireAdmin(s.admin, { resource: 'kyc_thresholds' }) };
  const by = (req: FastifyRequest) => ({ id: currentAdmin(req).id, ip: req.ip });
  const audit = (req: FastifyRequest, action: string, target: string, detail: Record<string, unknown>) =>
    s.admin.audit(currentAdmin(req).id, action, target, detail, req.ip);

  serve(api, routes.adminList, gate, async (req) => {
    const page = await s.kyc.review.list(req.query);
    await audit(req, 'kyc.list', 'kyc', { ...req.query });
    return page;
  });

  serve(api, routes.adminGet, gate, async (req) => {
    const detail = await s.kyc.review.get(req.params.id);
    await audit(req, 'kyc.read', `kyc_submission:${req.params.id}`, { user_id: detail.user_id });
    return detail;
  });

  serve(api, routes.approve, gate, async (req) => s.kyc.review.approve(by(req), req.params.id));

  serve(api, routes.reject, gate, async (req) => s.kyc.review.reject(by(req), req.params.id, req.body.reason));

  serve(api, routes.thresholds, thresholds, async () => s.kyc.withdrawGate.list(decimalsOf));

  serve(api, routes.setThreshold, thresholds, async (req) => {
    const coin = coinBySymbol((req.body.coin ?? '').trim().toUpperCase()) ?? fail('coin_unknown');
    await s.kyc.withdrawGate.set(by(req), coin.symbol, req.body.daily_limit, coin.decimals);
    return s.kyc.withdrawGate.list(decimalsOf);
  });
}
