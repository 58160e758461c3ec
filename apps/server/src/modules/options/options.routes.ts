import { optionsRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, optionalUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { Mode } from '../ledger/index.js';
import { OPTION_COIN } from './options.defaults.js';
import { durationOut } from './options.products.js';
import type { OptionsService } from './options.service.js';

/** X-Demo: 1 (and a guest) trades the demo accounts with the same engine. */
const modeOf = (req: FastifyRequest): Mode => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

/** The option pages' calls (packages/shared/src/api/options.ts); microtrade/* are aliases of the same handlers. */
export function registerOptionsRoutes(api: Api, s: { options: OptionsService; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };
  const optional = { preHandler: optionalUser(s.sessions) };
  const o = s.options;

  serve(api, routes.products, optional, (req) => o.reports.productsFor(modeOf(req), req.user?.id ?? null));
  serve(api, routes.seconds, {}, async () => (await o.products.durations()).map(durationOut));
  serve(api, routes.payable, optional, async (req) => [{
    coin: OPTION_COIN, decimals: 8, currency_id: 3,
    available: req.user ? (await o.reports.productsFor(modeOf(req), req.user.id)).available : null,
  }]);
  serve(api, routes.trade, user, (req) => o.trade(currentUser(req).id, modeOf(req), req.body, idempotencyKeyOf(req)));
  serve(api, routes.cancel, user, (req) => o.cancel(currentUser(req).id, modeOf(req), req.body.id));
  serve(api, routes.list, user, (req) => o.list(currentUser(req).id, modeOf(req), req.query));
  serve(api, routes.detail, user, (req) => o.detail(currentUser(req).id, modeOf(req), req.params.id));
  serve(api, routes.verify, {}, (req) => o.verify(req.params.id));
}
