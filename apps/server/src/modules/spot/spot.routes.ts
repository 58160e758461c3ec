import { formatAmount, spotRoutes as routes } from '@candor/shared';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireUser, type SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { Mode } from './spot.books.js';
import type { SpotTradeRow } from './spot.repo.js';
import type { MarketService } from '../market/index.js';
import type { SpotService } from './spot.service.js';
import { orderOut } from './spot.views.js';

const tradeOut = (t: SpotTradeRow) => ({
  id: t.id, price: formatAmount(t.price_atoms), amount: formatAmount(t.qty_atoms), side: t.taker_side, time: t.created_at, simulated: t.simulated === 1,
});
/** X-Demo: 1 and guest users trade the demo books. */
const modeOf = (req: FastifyRequest): Mode => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

/** The spot routes of the contract (packages/shared/src/api/spot.ts); coin/* are aliases of spot/*. */
export function registerSpotRoutes(api: Api, s: { spot: SpotService; sessions: SessionResolver; market: Pick<MarketService, 'lastPrice'> }): void {
  const user = { preHandler: requireUser(s.sessions) };

  serve(api, routes.place, user, (req) => s.spot.placeOnce(currentUser(req).id, modeOf(req), req.body, idempotencyKeyOf(req)));

  serve(api, routes.cancel, user, async (req) => orderOut(await s.spot.cancel(currentUser(req).id, modeOf(req), req.body.id)));

  serve(api, routes.list, user, async (req) => {
    const { status, page, limit } = req.query;
    const symbol = req.query.symbol ? s.spot.market(req.query.symbol).symbol : undefined;
    const r = await s.spot.list({ userId: currentUser(req).id, mode: modeOf(req), status, symbol, limit, offset: (page - 1) * limit });
    return { total: r.total, items: r.items.map(orderOut) };
  });

  serve(api, routes.depth, {}, (req) => s.spot.depth(req.query.symbol, req.demo ? 'demo' : 'real', req.query.levels));

  serve(api, routes.last, {}, async (req) => {
    const { symbol } = s.spot.market(req.query.symbol);
    const [trade] = await s.spot.recentTrades(symbol, req.demo ? 'demo' : 'real', 1);
    const index = s.market.lastPrice(symbol);
    return {
      symbol, last: trade ? formatAmount(trade.price_atoms) : null, last_time: trade?.created_at ?? null, last_simulated: trade?.simulated === 1,
      index: index ? formatAmount(index.price) : null, index_time: index?.time ?? null,
    };
  });

  serve(api, routes.trades, {}, async (req) => (await s.spot.recentTrades(req.query.symbol, req.demo ? 'demo' : 'real', req.query.limit)).map(tradeOut));
}
