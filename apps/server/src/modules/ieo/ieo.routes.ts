import { ieoRoutes as routes } from '@candor/shared';
import { currentUser, requireRealAccount, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { IeoModuleService } from './ieo.module-service.js';

const pageOf = (q: { page: number; limit: number }) => ({ limit: q.limit, offset: (q.page - 1) * q.limit });

/** The IEO and publication pages' calls (packages/shared/src/api/ieo.ts); real accounts only (demo and guests are refused). */
export function registerIeoRoutes(api: Api, s: { ieo: IeoModuleService; sessions: SessionResolver }): void {
  const real = { preHandler: [requireUser(s.sessions), requireRealAccount] };
  const { ieo, publication } = s.ieo;

  serve(api, routes.list, {}, (req) => ieo.list(pageOf(req.query), req.lang));
  serve(api, routes.apply, real, (req) => ieo.apply(currentUser(req).id, req.body, idempotencyKeyOf(req)));
  serve(api, routes.myApply, real, (req) => ieo.mine(currentUser(req).id, { ...pageOf(req.query), status: req.query.status }));
  serve(api, routes.order, real, (req) => ieo.order(currentUser(req).id, req.query.id));
  serve(api, routes.pay, real, (req) => ieo.pay(currentUser(req).id, req.body, idempotencyKeyOf(req)));

  serve(api, routes.publications, {}, (req) => publication.list(pageOf(req.query), req.lang));
  serve(api, routes.publication, {}, (req) => publication.detail(req.query.id, req.lang));
  serve(api, routes.purchase, real, (req) => publication.purchase(currentUser(req).id, req.body, idempotencyKeyOf(req)));
  serve(api, routes.redeem, real, (req) => publication.redeem(currentUser(req).id, req.body, idempotencyKeyOf(req)));
  serve(api, routes.purchases, real, (req) => publication.orders(currentUser(req).id, pageOf(req.query)));
}
