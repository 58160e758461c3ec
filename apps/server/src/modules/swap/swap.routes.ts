import { swapRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { Mode } from '../ledger/index.js';
import type { SwapService } from './swap.service.js';

const modeOf = (req: FastifyRequest): Mode => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

/** The swap page's calls (packages/shared/src/api/swap.ts); X-Demo: 1 (and a guest) quotes and swaps against the demo accounts. */
export function registerSwapUserRoutes(api: Api, s: { swap: SwapService; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };

  serve(api, routes.currencies, {}, () => s.swap.currencies());

  for (const [kind, quote, exchange] of [['coin', routes.coinQuote, routes.coinExchange], ['fiat', routes.fiatQuote, routes.fiatExchange]] as const) {
    serve(api, quote, user, (req) => s.swap.quote(currentUser(req).id, modeOf(req), kind, req.query));
    serve(api, exchange, user, (req) => s.swap.exchange(currentUser(req).id, modeOf(req), kind, req.body, idempotencyKeyOf(req)));
  }

  serve(api, routes.orders, user, (req) =>
    s.swap.orders(currentUser(req).id, modeOf(req), { limit: req.query.limit, offset: (req.query.page - 1) * req.query.limit }));
}
