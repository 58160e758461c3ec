import { API_KEY_ORDERS_PER_10S, API_KEY_WEIGHT_PER_MINUTE, type Market } from '@candor/shared';
import type { FastifyInstance } from 'fastify';
import type { OpenApiService } from '../openapi.service.js';
import { B } from './errors.js';
import { KLINE_INTERVALS, SPOT_MARKETS, bSymbol, closeTimeOf, dec, intParam, optionalInt, spotMarket, stepOf } from './format.js';
import { endpoint } from './http.js';

export const RATE_LIMITS = [
  { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: API_KEY_WEIGHT_PER_MINUTE },
  { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: API_KEY_ORDERS_PER_10S },
];

function symbolInfo(m: Market) {
  const tick = stepOf(m.priceDecimals);
  const lot = stepOf(m.qtyDecimals);
  return {
    symbol: bSymbol(m), status: 'TRADING', baseAsset: m.base, baseAssetPrecision: 8, quoteAsset: m.quote, quotePrecision: 8,
    quoteAssetPrecision: 8, baseCommissionPrecision: 8, quoteCommissionPrecision: 8, orderTypes: ['LIMIT', 'MARKET'],
    icebergAllowed: false, ocoAllowed: false, otoAllowed: false, quoteOrderQtyMarketAllowed: true, allowTrailingStop: false,
    cancelReplaceAllowed: false, isSpotTradingAllowed: true, isMarginTradingAllowed: false,
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: tick, maxPrice: '10000000.00000000', tickSize: tick },
      { filterType: 'LOT_SIZE', minQty: lot, maxQty: '90000000.00000000', stepSize: lot },
      { filterType: 'MARKET_LOT_SIZE', minQty: lot, maxQty: '90000000.00000000', stepSize: lot },
    ],
    permissions: ['SPOT'], permissionSets: [['SPOT']], defaultSelfTradePreventionMode: 'NONE', allowedSelfTradePreventionModes: ['NONE'],
  };
}

/** The symbols of `symbol` or `symbols` (a JSON array), or every spot market. */
export function marketsOf(params: Record<string, string>): Market[] {
  if (params.symbol) return [spotMarket(params.symbol)];
  if (params.symbols) {
    let list: unknown;
    try {
      list = JSON.parse(params.symbols);
    } catch {
      throw B.mandatory('symbols');
    }
    if (!Array.isArray(list)) throw B.mandatory('symbols');
    return list.map((x) => spotMarket(String(x)));
  }
  return [...SPOT_MARKETS];
}

/** A market's 24-hour ticker, its book's best prices and its last trade, as Binance's ticker endpoints answer them. */
export async function tickers(s: OpenApiService, markets: Market[], mode: 'real' | 'demo') {
  const now = s.clock.now();
  const quotes = await s.d.market.quotes('crypto', now);
  return Promise.all(markets.map(async (m) => {
    const q = quotes.find((x) => x.market.symbol === m.symbol);
    const book = await s.depth.top(m, mode);
    const [last] = await s.d.spot.recentTrades(m.symbol, mode, 1);
    const price = q?.price ?? last?.price_atoms ?? 0n;
    const open = q?.open24h ?? price;
    const change = price - open;
    const pct = open > 0n ? (change * 10_000n) / open : 0n;
    const volume = q?.volume24h ?? 0n;
    return {
      symbol: bSymbol(m), priceChange: dec(change), priceChangePercent: (Number(pct) / 100).toFixed(3), weightedAvgPrice: dec(price),
      prevClosePrice: dec(open), lastPrice: dec(price), lastQty: dec(last?.qty_atoms ?? 0n),
      bidPrice: book.bid?.[0] ?? dec(0n), bidQty: book.bid?.[1] ?? dec(0n), askPrice: book.ask?.[0] ?? dec(0n), askQty: book.ask?.[1] ?? dec(0n),
      openPrice: dec(open), highPrice: dec(q?.high24h ?? price), lowPrice: dec(q?.low24h ?? price),
      volume: dec(volume), quoteVolume: dec((volume * price) / 100_000_000n), openTime: now - 86_400_000, closeTime: now,
      firstId: -1, lastId: last?.id ?? -1, count: 0,
    };
  }));
}

/** Spot market data of /binance/api/v3 (and v1 where ccxt asks): no key needed; a demo key's call sees the demo books. */
export function registerSpotPublic(b: FastifyInstance, s: OpenApiService): void {
  const pub = { security: 'none' as const };
  endpoint(b, s, 'GET', ['/api/v3/ping', '/api/v1/ping'], pub, async () => ({}));
  endpoint(b, s, 'GET', ['/api/v3/time', '/api/v1/time'], pub, async () => ({ serverTime: s.clock.now() }));

  endpoint(b, s, 'GET', '/api/v3/exchangeInfo', { security: 'none', weight: 20 }, async (call) => ({
    timezone: 'UTC', serverTime: s.clock.now(), rateLimits: RATE_LIMITS, exchangeFilters: [], symbols: marketsOf(call.params).map(symbolInfo),
  }));

  endpoint(b, s, 'GET', '/api/v3/depth', { security: 'none', weight: 5 }, async (call) => {
    const m = spotMarket(call.params.symbol);
    return s.depth.snapshot(m, call.mode, intParam(call.params, 'limit', 100, 1, 5000));
  });

  const recent = async (symbol: string | undefined, mode: 'real' | 'demo', limit: number) => {
    const m = spotMarket(symbol);
    return { m, rows: (await s.d.spot.recentTrades(m.symbol, mode, limit)).reverse() };
  };
  endpoint(b, s, 'GET', '/api/v3/trades', { security: 'none', weight: 25 }, async (call) => {
    const { rows } = await recent(call.params.symbol, call.mode, intParam(call.params, 'limit', 500, 1, 1000));
    return rows.map((t) => ({
      id: t.id, price: dec(t.price_atoms), qty: dec(t.qty_atoms), quoteQty: dec(t.quote_atoms), time: t.created_at,
      isBuyerMaker: t.taker_side === 'sell', isBestMatch: true,
    }));
  });
  endpoint(b, s, 'GET', '/api/v3/aggTrades', { security: 'none', weight: 4 }, async (call) => {
    const { rows } = await recent(call.params.symbol, call.mode, intParam(call.params, 'limit', 500, 1, 1000));
    const from = optionalInt(call.params, 'startTime');
    const to = optionalInt(call.params, 'endTime');
    return rows.filter((t) => (from === undefined || t.created_at >= from) && (to === undefined || t.created_at <= to)).map((t) => ({
      a: t.id, p: dec(t.price_atoms), q: dec(t.qty_atoms), f: t.id, l: t.id, T: t.created_at, m: t.taker_side === 'sell', M: true,
    }));
  });

  endpoint(b, s, 'GET', '/api/v3/klines', { security: 'none', weight: 2 }, async (call) => klines(s, call.params));

  endpoint(b, s, 'GET', '/api/v3/ticker/24hr', { security: 'none', weight: 2 }, async (call) => {
    const list = await tickers(s, marketsOf(call.params), call.mode);
    return call.params.symbol ? list[0] : list;
  });
  endpoint(b, s, 'GET', '/api/v3/ticker/price', { security: 'none', weight: 2 }, async (call) => {
    const list = (await tickers(s, marketsOf(call.params), call.mode)).map((t) => ({ symbol: t.symbol, price: t.lastPrice }));
    return call.params.symbol ? list[0] : list;
  });
  endpoint(b, s, 'GET', '/api/v3/ticker/bookTicker', { security: 'none', weight: 2 }, async (call) => {
    const list = await Promise.all(marketsOf(call.params).map(async (m) => {
      const d = await s.depth.top(m, call.mode);
      return { symbol: bSymbol(m), bidPrice: d.bid?.[0] ?? dec(0n), bidQty: d.bid?.[1] ?? dec(0n), askPrice: d.ask?.[0] ?? dec(0n), askQty: d.ask?.[1] ?? dec(0n) };
    }));
    return call.params.symbol ? list[0] : list;
  });
}

/** Klines from Candor's candles (the index feed's price, as the app's charts): [openTime, o, h, l, c, volume, closeTime, ...]. */
export async function klines(s: OpenApiService, params: Record<string, string>, marketOf: (symbol: string | undefined) => Market = spotMarket) {
  const m = marketOf(params.symbol);
  const interval = params.interval ?? '';
  const spec = KLINE_INTERVALS[interval];
  if (!spec) throw B.interval();
  const limit = intParam(params, 'limit', 500, 1, 1500);
  const start = optionalInt(params, 'startTime');
  const end = optionalInt(params, 'endTime');
  let rows;
  if (start !== undefined) {
    // From startTime on: read a window after it (candles are read newest first before a bound).
    const span = spec.ms > 0 ? spec.ms : 31 * 86_400_000;
    const before = Math.min(end === undefined ? Number.MAX_SAFE_INTEGER : end + 1, start + span * limit);
    rows = (await s.d.market.candles(m.symbol, spec.candle, limit, before)).filter((c) => c.openTime >= start);
  } else {
    rows = await s.d.market.candles(m.symbol, spec.candle, limit, end === undefined ? undefined : end + 1);
  }
  return rows.map((c) => [
    c.openTime, dec(c.open), dec(c.high), dec(c.low), dec(c.close), dec(c.volume), closeTimeOf(c.openTime, interval),
    dec((c.volume * c.close) / 100_000_000n), 0, '0.00000000', '0.00000000', '0',
  ]);
}
