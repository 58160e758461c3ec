import { futuresRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, optionalUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { Mode } from '../ledger/index.js';
import type { FuturesModuleService } from './futures.module-service.js';

/** X-Demo: 1 (and a guest) trades the demo accounts with the same engine. */
const modeOf = (req: FastifyRequest): Mode => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

/** The futures pages' calls (packages/shared/src/api/futures.ts); lever/* are aliases of the same handlers. */
export function registerFuturesRoutes(api: Api, s: { futures: FuturesModuleService; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };
  const f = s.futures;

  serve(api, routes.markets, { preHandler: optionalUser(s.sessions) }, (req) => f.reports.markets(modeOf(req)));
  serve(api, routes.estimate, { preHandler: optionalUser(s.sessions) }, (req) => f.trading.estimate(req.user?.id ?? null, modeOf(req), req.query));
  serve(api, routes.trade, user, (req) => f.trading.trade(currentUser(req).id, modeOf(req), req.body, idempotencyKeyOf(req)));
  serve(api, routes.close, user, (req) => f.trading.close(currentUser(req).id, modeOf(req), req.body.id, req.body.lots));
  serve(api, routes.add, user, (req) => f.trading.add(currentUser(req).id, modeOf(req), req.body.id, req.body.lots));
  serve(api, routes.cancel, user, (req) => f.trading.cancel(currentUser(req).id, modeOf(req), req.body.id));
  serve(api, routes.setStop, user, (req) => f.trading.setStop(currentUser(req).id, modeOf(req), req.body.id, req.body));
  serve(api, routes.list, user, (req) => f.trading.list(currentUser(req).id, modeOf(req), req.query));
  serve(api, routes.detail, user, (req) => f.trading.detail(currentUser(req).id, modeOf(req), req.params.id));
  serve(api, routes.fundingRates, { preHandler: optionalUser(s.sessions) }, (req) => f.reports.fundingRates(modeOf(req), req.query.symbol, req.query.page, req.query.limit));
  serve(api, routes.myFunding, user, (req) => f.reports.myFunding(currentUser(req).id, modeOf(req), req.query.page, req.query.limit));
}
