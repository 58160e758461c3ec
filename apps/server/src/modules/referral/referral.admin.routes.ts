import { referralRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { currentAdmin, requireAdmin, type AdminService } from '../backoffice/index.js';
import type { ReferralService } from './referral.service.js';

/** The back office of referral (resource referral, finance and operator): the rate and the days paid; all audited. */
export function registerReferralAdminRoutes(api: Api, s: { referral: ReferralService; admin: AdminService }): void {
  const gate = requireAdmin(s.admin, { resource: 'referral' });
  const audit = (req: FastifyRequest, action: string, detail: Record<string, unknown>) => s.admin.audit(currentAdmin(req).id, action, 'referral', detail, req.ip);
  serve(api, routes.adminSettings, { preValidation: gate }, async (req) => {
    const rate = await s.referral.rate();
    await audit(req, 'referral.settings', {});
    return rate;
  });
  serve(api, routes.adminSetRate, { preValidation: gate }, async (req) => {
    const before = await s.referral.rate();
    const rate = await s.referral.setRate(currentAdmin(req).id, req.body.rate);
    await audit(req, 'referral.rate', { from: before.rate, to: rate.next?.rate ?? rate.rate, effective_day: rate.next?.effective_day ?? rate.effective_day });
    return rate;
  });
  serve(api, routes.adminPayouts, { preValidation: gate }, async (req) => {
    const page = await s.referral.payouts(req.query.page, req.query.limit);
    await audit(req, 'referral.payouts', { page: req.query.page });
    return page;
  });
}
