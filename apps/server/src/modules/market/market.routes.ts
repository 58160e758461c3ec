import {
  formatAmount, marketRoutes as routes, mulDiv, type LastPrice, type ParsedQuery, type Market, type MarketCandle, type MarketProduct, type MarketQuote,
} from '@candor/shared';
import { currentUser, requireUser } from '../../platform/auth/guard.js';
import type { SessionResolver } from '../../platform/auth/guard.js';
import type { Api } from '../../platform/http/api.js';
import { serve } from '../../platform/http/contract.js';
import type { Candle } from './candles.js';
import type { MarketService, Quote } from './market.service.js';

const price = (v: bigint | null): string | null => (v === null ? null : formatAmount(v));

function quoteOut(q: Quote): MarketQuote {
  const change = q.price !== null && q.open24h ? formatAmount(mulDiv(q.price - q.open24h, 10_000n, q.open24h, 'trunc'), 2) : null;
  return {
    symbol: q.market.symbol, base: q.market.base, quote: q.market.quote, name: q.market.name, kind: q.market.kind,
    price: price(q.price), change, high: price(q.high24h), low: price(q.low24h), volume: formatAmount(q.volume24h),
    time: q.time, price_decimals: q.market.priceDecimals, stale: q.stale,
  };
}

const candleOut = (c: Candle): MarketCandle => ({
  time: c.openTime, open: formatAmount(c.open), high: formatAmount(c.high), low: formatAmount(c.low),
  close: formatAmount(c.close), volume: formatAmount(c.volume),
});
const productOut = (m: Market): MarketProduct =>
  ({ symbol: m.symbol, base: m.base, quote: m.quote, name: m.name, kind: m.kind, price_decimals: m.priceDecimals, qty_decimals: m.qtyDecimals });

/** The seed's market calls (packages/shared/src/api/market.ts). Read-only: prices come from the feed. */
export function registerMarketRoutes(api: Api, s: { market: MarketService; sessions: SessionResolver }): void {
  const user = { preHandler: requireUser(s.sessions) };
  const candles = async (q: ParsedQuery<typeof routes.candles>) =>
    (await s.market.candles(q.symbol, q.interval, q.limit, q.before)).map(candleOut);
  const lastPrice = (symbol: string): LastPrice => {
    const last = s.market.lastPrice(symbol);
    return { symbol: s.market.market(symbol).symbol, price: price(last?.price ?? null), time: last?.time ?? null };
  };

  serve(api, routes.quotes, {}, async () => (await s.market.quotes('crypto')).map(quoteOut));

  serve(api, routes.candles, {}, async (req) => candles(req.query));

  serve(api, routes.products, {}, async () => s.market.markets.map(productOut));

  serve(api, routes.favoriteQuotes, user, async (req) => {
    const favorites = new Set(await s.market.favorites(currentUser(req).id));
    const all = [...(await s.market.quotes('crypto')), ...(await s.market.quotes('stock'))];
    return all.filter((q) => favorites.has(q.market.symbol)).map(quoteOut);
  });

  serve(api, routes.isFavorite, user, async (req) => {
    const symbol = s.market.market(req.query.product_code).symbol;
    return { is_set: (await s.market.favorites(currentUser(req).id)).includes(symbol) };
  });

  serve(api, routes.setFavorite, user, async (req) => {
    const u = currentUser(req);
    const symbol = s.market.market(req.body.product_code).symbol;
    const on = req.body.set === undefined ? !(await s.market.favorites(u.id)).includes(symbol) : req.body.set === '1';
    return { is_set: await s.market.setFavorite(u.id, symbol, on) };
  });

  serve(api, routes.feed, {}, async () => {
    const f = s.market.feedStatus();
    return { source: f.source, simulated: f.simulated, stale_after_ms: f.staleAfterMs, stale: f.stale, gaps: f.gaps, missed_trades: f.missedTrades };
  });

  serve(api, routes.usQuotes, {}, async () => (await s.market.quotes('stock')).map(quoteOut));

  serve(api, routes.usCandles, {}, async (req) => candles(req.query));

  serve(api, routes.usLastPrice, {}, async (req) => lastPrice(req.query.symbol));

  serve(api, routes.usLastPriceByForm, {}, async (req) => lastPrice(req.body.symbol));
}
