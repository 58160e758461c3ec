import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import type { Mode } from '../ledger/index.js';
import type { SwapService } from './swap.service.js';
import { orderSchema, quoteSchema } from './swap.views.js';

const tags = ['swap'];
const modeOf = (req: FastifyRequest): Mode => (req.demo || req.user?.kind === 'guest' ? 'demo' : 'real');

const quoteQuery = z.object({
  from: z.string().max(20).optional().describe('symbol (any case) or the seed\'s currency_id'),
  to: z.string().max(20).optional(),
  amount: z.string().max(40).optional().describe('amount of `from`; without it the quote gives the rate only'),
});
const exchangeBody = z.object({
  quote_id: z.string().max(64).optional(),
  amount: z.string().max(40).optional().describe('amount of `from`, a decimal string'),
  idempotency_key: z.string().max(64).optional().describe('or the Idempotency-Key header'),
});
const currenciesOut = z.object({
  coins: z.array(z.object({ symbol: z.string(), name: z.string(), decimals: z.number(), currency_id: z.number().nullable() })),
  fiats: z.array(z.object({ code: z.string(), rate: z.string(), decimals: z.number(), sample: z.boolean() })),
  spread_bps: z.number(), quote_valid_ms: z.number(),
});
const page = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) });

/** The swap page's calls; X-Demo: 1 (and a guest) quotes and swaps against the demo accounts. */
export function registerSwapUserRoutes(api: Api, s: { swap: SwapService; sessions: SessionResolver }): void {
  const auth = requireUser(s.sessions);

  api.get('/swap/currencies', {
    schema: { tags, summary: 'Swappable coins, enabled fiat currencies (operator rates), the spread and how long a quote holds', response: { 200: envelope(currenciesOut) } },
  }, async () => ok(await s.swap.currencies()));

  for (const [kind, suffix] of [['coin', ''], ['fiat', 'Fiat']] as const) {
    const what = kind === 'coin' ? 'two coins at the feed price (through USDT)' : 'USDT and a fiat currency at the operator\'s rate';
    api.get(`/swap/getCurrencyRate${suffix}`, {
      preHandler: auth,
      schema: { tags, summary: `Quote a swap between ${what}; honoured once until expires_at`, querystring: quoteQuery, response: { 200: envelope(quoteSchema) } },
    }, async (req) => ok(await s.swap.quote(currentUser(req).id, modeOf(req), kind, req.query)));

    api.post(`/swap/exchangeCurrency${suffix}`, {
      preHandler: auth,
      schema: { tags, summary: 'Swap at a quote the user holds (refused once it has expired: no re-pricing)', body: exchangeBody, response: { 200: envelope(orderSchema) } },
    }, async (req) => ok(await s.swap.exchange(currentUser(req).id, modeOf(req), kind, req.body, idempotencyKeyOf(req))));
  }

  api.get('/swap/orders', {
    preHandler: auth,
    schema: { tags, summary: "The user's swaps, newest first", querystring: page, response: { 200: envelope(z.object({ total: z.number(), items: z.array(orderSchema) })) } },
  }, async (req) => ok(await s.swap.orders(currentUser(req).id, modeOf(req), { limit: req.query.limit, offset: (req.query.page - 1) * req.query.limit })));
}
