import { earnRoutes as routes } from '@candor/shared';
import { currentUser, optionalUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { EarnService } from './earn.service.js';

const pageOf = (q: { page: number; limit: number }) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

/**
 * The seed's lh/* and mining/* calls (packages/shared/src/api/earn.ts). Products are public; everything about the
 * user's money is real money only: with X-Demo: 1 (or a guest) it answers the demo restriction message.
 */
export function registerEarnRoutes(api: Api, s: { earn: EarnService; sessions: SessionResolver }): void {
  const open = { preHandler: optionalUser(s.sessions) };
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };
  const e = s.earn;
  const uid = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  serve(api, routes.trustConfig, open, async (req) => ({
    products: await e.trust.products(req.lang, req.query.coin),
    penalty_rule: '1.5 x one day\'s interest on the principal, deducted from the principal',
  }));
  serve(api, routes.trustProduct, open, (req) => e.trust.product(req.query.id, req.lang));
  serve(api, routes.trustSubscribe, real, (req) => e.trust.subscribe(uid(req), req.lang, req.body, idempotencyKeyOf(req)));
  serve(api, routes.trustAdd, real, (req) => e.trust.add(uid(req), req.lang, req.body, idempotencyKeyOf(req)));
  serve(api, routes.trustOrders, real, (req) => e.trust.orders(uid(req), req.lang, req.query.tab, pageOf(req.query)));
  serve(api, routes.trustReport, real, (req) => e.report(uid(req)));
  serve(api, routes.trustCancel, real, (req) => e.trust.cancel(uid(req), req.lang, req.body.id));
  serve(api, routes.redeem, real, (req) => e.redeem(uid(req), req.lang, req.body));
  serve(api, routes.defaultPay, real, (req) => e.defaultPay(uid(req)));
  serve(api, routes.getUplan, real, (req) => e.uplan.state(uid(req)));
  serve(api, routes.setUplan, real, (req) => e.uplan.set(uid(req), req.body.enabled, req.body.keep_amount));

  serve(api, routes.quantifyConfig, open, (req) => e.quantify.config(req.lang));
  serve(api, routes.quantifyPlan, open, (req) => e.quantify.plan(req.query.id, req.lang));
  serve(api, routes.quantifyRecommend, open, (req) => e.quantify.recommend(req.lang, req.query.amount));
  serve(api, routes.quantifyOrders, real, (req) => e.quantify.orders(uid(req), req.lang, req.query.status, pageOf(req.query)));
  serve(api, routes.quantifyOrderDetail, real, (req) => e.quantify.detail(uid(req), req.lang, req.params.id));
  serve(api, routes.quantifyCreate, real, (req) => e.quantify.create(uid(req), req.lang, req.body, idempotencyKeyOf(req)));

  serve(api, routes.miningConfig, open, (req) => e.mining.config(req.lang));
  serve(api, routes.miningDetail, open, (req) => e.mining.detail(req.query.id, req.lang));
  serve(api, routes.miningList, real, (req) => e.mining.leases(uid(req), req.lang, req.query.status, pageOf(req.query)));
  serve(api, routes.miningPay, real, (req) => e.mining.rent(uid(req), req.lang, req.body, idempotencyKeyOf(req)));
}
