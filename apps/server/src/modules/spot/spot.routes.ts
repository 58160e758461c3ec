import { formatAmount } from '@candor/shared';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import type { Mode } from './spot.books.js';
import type { SpotTradeRow } from './spot.repo.js';
import { orderOut, orderSchema } from './spot.views.js';

const tradeOut = (t: SpotTradeRow) => ({ id: t.id, price: formatAmount(t.price_atoms), amount: formatAmount(t.qty_atoms), side: t.taker_side, time: t.created_at });
import type { SpotService } from './spot.service.js';
import { ticksToAtoms } from './spot.math.js';
import type { FastifyRequest } from 'fastify';

const tags = ['spot'];

const placeBody = z.object({
  symbol: z.string().max(20).describe('e.g. BTC/USDT'),
  side: z.string().max(10).optional().describe('buy or sell'),
  type: z.string().max(10).optional().describe('limit or market'),
  price: z.string().max(40).optional().describe('limit price in the quote currency'),
  amount: z.string().max(40).optional().describe('base quantity; for a market buy, the quote amount to spend'),
  tif: z.string().max(5).optional().describe('GTC (default), IOC or FOK, limit orders'),
});
const cancelBody = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const listQuery = z.object({
  status: z.enum(['waiting', 'completed', 'cancelled']).optional(),
  symbol: z.string().max(20).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const modeOf = (req: FastifyRequest): Mode => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

/** coin/* and spot/* are one capability (decisions.md): the coin paths are aliases. */
export function registerSpotRoutes(api: Api, s: { spot: SpotService; sessions: SessionResolver }): void {
  const auth = requireUser(s.sessions);
  const one = envelope(orderSchema);

  for (const path of ['/spot/trade', '/coin/trade']) {
    api.post(path, { preHandler: auth, schema: { tags, summary: 'Place a spot order (X-Demo: 1 trades the demo account)', body: placeBody, response: { 200: one } } },
      async (req) => ok(orderOut(await s.spot.place(currentUser(req).id, modeOf(req), req.body))));
  }
  for (const [method, path] of [['post', '/spot/cancel'], ['put', '/coin/trade/cancel']] as const) {
    api[method](path, { preHandler: auth, schema: { tags, summary: 'Cancel a waiting spot order', body: cancelBody, response: { 200: one } } },
      async (req) => ok(orderOut(await s.spot.cancel(currentUser(req).id, modeOf(req), req.body.id))));
  }
  for (const path of ['/spot/list', '/coin/list']) {
    api.get(path, { preHandler: auth, schema: { tags, summary: "The user's spot orders, newest first", querystring: listQuery, response: { 200: envelope(z.object({ total: z.number(), items: z.array(orderSchema) })) } } },
      async (req) => {
        const { status, page, limit } = req.query;
        const symbol = req.query.symbol ? s.spot.market(req.query.symbol).symbol : undefined;
        const r = await s.spot.list({ userId: currentUser(req).id, mode: modeOf(req), status, symbol, limit, offset: (page - 1) * limit });
        return ok({ total: r.total, items: r.items.map(orderOut) });
      });
  }

  const level = z.object({ price: z.string(), amount: z.string(), orders: z.number() });
  api.get('/spot/depth', {
    schema: { tags, summary: 'Order book depth of a market', querystring: z.object({ symbol: z.string().max(20), levels: z.coerce.number().int().min(1).max(200).default(20) }), response: { 200: envelope(z.object({ bids: z.array(level), asks: z.array(level) })) } },
  }, async (req) => {
    const book = s.spot.book(req.query.symbol, req.demo ? 'demo' : 'real');
    const d = book.engine.depth(req.query.levels);
    const out = (l: { price: number; qty: number; orders: number }) => ({ price: formatAmount(ticksToAtoms(book.units, l.price)), amount: formatAmount(BigInt(l.qty) * book.units.lotAtoms), orders: l.orders });
    return ok({ bids: d.bids.map(out), asks: d.asks.map(out) });
  });

  api.get('/currency/deal', {
    schema: { tags, summary: 'Recent spot trades of a market', querystring: z.object({ symbol: z.string().max(20), limit: z.coerce.number().int().min(1).max(100).default(30) }), response: { 200: envelope(z.array(z.object({ id: z.number(), price: z.string(), amount: z.string(), side: z.string(), time: z.number() }))) } },
  }, async (req) => ok((await s.spot.recentTrades(req.query.symbol, req.demo ? 'demo' : 'real', req.query.limit)).map(tradeOut)));
}
