import { z } from 'zod';
import { idField, pageQuery, paged, wholeNumber } from './common.js';
import { route } from './contract.js';

const tags = ['spot'];
const symbol = z.string().max(20).describe('e.g. BTC/USDT');

export const spotOrder = z.object({
  id: z.number(), symbol: z.string(), side: z.enum(['buy', 'sell']), type: z.enum(['limit', 'market']), tif: z.string(),
  price: z.string().nullable(), amount: z.string().nullable(), budget: z.string().nullable(), filled: z.string(),
  filled_quote: z.string(), avg_price: z.string().nullable(), fee: z.string(), fee_asset: z.string(),
  status: z.enum(['waiting', 'completed', 'cancelled']), cancel_reason: z.string().nullable(), mode: z.enum(['real', 'demo']),
  created_at: z.number(), updated_at: z.number(),
});
export type SpotOrder = z.output<typeof spotOrder>;

export const depthLevel = z.object({ price: z.string(), amount: z.string(), orders: z.number() });
export const spotDepth = z.object({ bids: z.array(depthLevel), asks: z.array(depthLevel) });
export type SpotDepth = z.output<typeof spotDepth>;

export const spotTrade = z.object({
  id: z.number(), price: z.string(), amount: z.string(), side: z.enum(['buy', 'sell']), time: z.number(),
  simulated: z.boolean().describe('a simulated participant of a trial install took part (never in production)'),
});
export type SpotTrade = z.output<typeof spotTrade>;

/** Spot trading on the order books; coin/* are the other reading's paths of the same routes (decisions.md). */
export const spotRoutes = {
  place: route({
    method: 'POST', path: '/spot/trade', aliases: [{ method: 'POST', path: '/coin/trade' }], tags, access: 'user',
    summary: 'Place a spot order (X-Demo: 1 trades the demo account); idempotent per key',
    body: z.object({
      symbol,
      side: z.string().max(10).optional().describe('buy or sell'),
      type: z.string().max(10).optional().describe('limit or market'),
      price: z.string().max(40).optional().describe('limit price in the quote currency'),
      amount: z.string().max(40).optional().describe('base quantity; for a market buy, the quote amount to spend'),
      tif: z.string().max(5).optional().describe('GTC (default), IOC or FOK, limit orders'),
      idempotency_key: z.string().max(64).optional().describe('or the Idempotency-Key header: a repeat has one effect and the same answer'),
    }),
    response: spotOrder,
  }),
  cancel: route({
    method: 'POST', path: '/spot/cancel', aliases: [{ method: 'PUT', path: '/coin/trade/cancel' }], tags, access: 'user',
    summary: 'Cancel a waiting spot order', body: z.object({ id: idField }), response: spotOrder,
  }),
  list: route({
    method: 'GET', path: '/spot/list', aliases: [{ method: 'GET', path: '/coin/list' }], tags, access: 'user',
    summary: "The user's spot orders, newest first",
    query: pageQuery.extend({ status: z.enum(['waiting', 'completed', 'cancelled']).optional(), symbol: symbol.optional() }),
    response: paged(spotOrder),
  }),
  depth: route({
    method: 'GET', path: '/spot/depth', tags, access: 'public', summary: 'Order book depth of a market (X-Demo: 1 reads the demo book)',
    query: z.object({ symbol, levels: wholeNumber(1, 200).default(20) }), response: spotDepth,
  }),
  trades: route({
    method: 'GET', path: '/currency/deal', tags, access: 'public', summary: 'Recent spot trades of a market',
    query: z.object({ symbol, limit: wholeNumber(1, 100).default(30) }), response: z.array(spotTrade),
  }),
} as const;
