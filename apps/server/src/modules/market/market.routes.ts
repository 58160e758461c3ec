import { CHART_INTERVALS, formatAmount, mulDiv, type Market } from '@candor/shared';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { envelope, ok } from '../../platform/http/envelope.js';
import type { Candle } from './candles.js';
import type { MarketService, Quote } from './market.service.js';

const tags = ['market'];
const price = (v: bigint | null): string | null => (v === null ? null : formatAmount(v));

export const quoteSchema = z.object({
  symbol: z.string(), base: z.string(), quote: z.string(), name: z.string(), kind: z.enum(['crypto', 'stock']),
  price: z.string().nullable(), change: z.string().nullable().describe('24 h change in percent, 2 decimals'),
  high: z.string().nullable(), low: z.string().nullable(), volume: z.string(), time: z.number().nullable(),
  price_decimals: z.number().int(),
});
const candleSchema = z.object({ time: z.number(), open: z.string(), high: z.string(), low: z.string(), close: z.string(), volume: z.string() });
const productSchema = z.object({ symbol: z.string(), base: z.string(), quote: z.string(), name: z.string(), kind: z.string(), price_decimals: z.number(), qty_decimals: z.number() });

export function quoteOut(q: Quote): z.infer<typeof quoteSchema> {
  const change = q.price !== null && q.open24h ? formatAmount(mulDiv(q.price - q.open24h, 10_000n, q.open24h, 'trunc'), 2) : null;
  return {
    symbol: q.market.symbol, base: q.market.base, quote: q.market.quote, name: q.market.name, kind: q.market.kind,
    price: price(q.price), change, high: price(q.high24h), low: price(q.low24h), volume: formatAmount(q.volume24h),
    time: q.time, price_decimals: q.market.priceDecimals,
  };
}

const candleOut = (c: Candle) => ({
  time: c.openTime, open: formatAmount(c.open), high: formatAmount(c.high), low: formatAmount(c.low),
  close: formatAmount(c.close), volume: formatAmount(c.volume),
});
const productOut = (m: Market) => ({ symbol: m.symbol, base: m.base, quote: m.quote, name: m.name, kind: m.kind, price_decimals: m.priceDecimals, qty_decimals: m.qtyDecimals });

const klineQuery = z.object({
  symbol: z.string().max(20),
  interval: z.enum(CHART_INTERVALS, { message: 'interval_invalid' }).default('1m'),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
  before: z.coerce.number().int().min(0).optional().describe('epoch ms: candles opened before this time'),
});
const symbolQuery = z.object({ symbol: z.string().max(20) });

/** The seed's market calls: quotes, candles, products, favourites and US stocks. Read-only: prices come from the feed. */
export function registerMarketRoutes(api: Api, s: { market: MarketService; sessions: SessionResolver }): void {
  const auth = requireUser(s.sessions);
  const quotes = envelope(z.array(quoteSchema));
  const kline = envelope(z.array(candleSchema));

  api.get('/currency/quotation_new', { schema: { tags, summary: 'Crypto quotes: last price and 24 h change, high, low, volume', response: { 200: quotes } } },
    async () => ok((await s.market.quotes('crypto')).map(quoteOut)));

  const candles = async (q: z.infer<typeof klineQuery>) => ok((await s.market.candles(q.symbol, q.interval, q.limit, q.before)).map(candleOut));

  api.get('/currency/new_timeshar', { schema: { tags, summary: 'Candles of a market (1m, 5m, 30m, 60m, 1d, 1w, 1mon)', querystring: klineQuery, response: { 200: kline } } },
    async (req) => candles(req.query));

  api.get('/currency/productList', { schema: { tags, summary: 'Markets and their precision', response: { 200: envelope(z.array(productSchema)) } } },
    async () => ok(s.market.markets.map(productOut)));

  api.get('/currency/user_currency_list', { preHandler: auth, schema: { tags, summary: "Quotes of the user's favourite markets", response: { 200: quotes } } },
    async (req) => {
      const favorites = new Set(await s.market.favorites(currentUser(req).id));
      const all = [...(await s.market.quotes('crypto')), ...(await s.market.quotes('stock'))];
      return ok(all.filter((q) => favorites.has(q.market.symbol)).map(quoteOut));
    });

  api.get('/favorite/isSet', { preHandler: auth, schema: { tags, summary: 'Whether a market is a favourite', querystring: z.object({ product_code: z.string().max(20) }), response: { 200: envelope(z.object({ is_set: z.boolean() })) } } },
    async (req) => {
      const symbol = s.market.market(req.query.product_code).symbol;
      return ok({ is_set: (await s.market.favorites(currentUser(req).id)).includes(symbol) });
    });

  api.post('/favorite/set', {
    preHandler: auth,
    schema: { tags, summary: 'Add or remove a favourite (toggles when `set` is omitted)', body: z.object({ product_code: z.string().max(20), set: z.enum(['0', '1']).optional() }), response: { 200: envelope(z.object({ is_set: z.boolean() })) } },
  }, async (req) => {
    const user = currentUser(req);
    const symbol = s.market.market(req.body.product_code).symbol;
    const on = req.body.set === undefined ? !(await s.market.favorites(user.id)).includes(symbol) : req.body.set === '1';
    return ok({ is_set: await s.market.setFavorite(user.id, symbol, on) });
  });

  api.get('/usstock/quotation', { schema: { tags, summary: 'US stock quotes (New York market hours)', response: { 200: quotes } } },
    async () => ok((await s.market.quotes('stock')).map(quoteOut)));

  api.get('/usstock/kline', { schema: { tags, summary: 'Candles of a US stock', querystring: klineQuery, response: { 200: kline } } },
    async (req) => candles(req.query));

  for (const method of ['get', 'post'] as const) {
    api[method]('/usstock/getNewPrice', {
      schema: { tags, summary: 'Last price of a US stock', ...(method === 'get' ? { querystring: symbolQuery } : { body: symbolQuery }), response: { 200: envelope(z.object({ symbol: z.string(), price: z.string().nullable(), time: z.number().nullable() })) } },
    }, async (req) => {
      const symbol = (method === 'get' ? (req.query as { symbol: string }) : (req.body as { symbol: string })).symbol;
      const last = s.market.lastPrice(symbol);
      return ok({ symbol: s.market.market(symbol).symbol, price: price(last?.price ?? null), time: last?.time ?? null });
    });
  }
}
