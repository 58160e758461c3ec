import { z } from 'zod';
import { CHART_INTERVALS } from '../constants.js';
import { wholeNumber } from './common.js';
import { route } from './contract.js';

/** The API contract of the market module: quotes, candles, products, favourites and US stocks (read-only: prices come from the feed). */

const tags = ['market'];
const symbol = z.string().max(20);
const kind = z.enum(['crypto', 'stock']);

export const marketQuote = z.object({
  symbol: z.string(), base: z.string(), quote: z.string(), name: z.string(), kind,
  price: z.string().nullable(), change: z.string().nullable().describe('24 h change in percent, 2 decimals'),
  high: z.string().nullable(), low: z.string().nullable(), volume: z.string(), time: z.number().nullable(),
  price_decimals: z.number().int(),
  stale: z.boolean().describe('the price feed has been silent past the staleness limit: trading on this market is paused'),
});
/** A market's last price and rolling 24 hours: decimal strings, the change in percent. */
export type MarketQuote = z.output<typeof marketQuote>;

export const marketCandle = z.object({ time: z.number(), open: z.string(), high: z.string(), low: z.string(), close: z.string(), volume: z.string() });
/** A candle: its open time in ms and decimal strings. */
export type MarketCandle = z.output<typeof marketCandle>;

export const marketProduct = z.object({
  symbol: z.string(), base: z.string(), quote: z.string(), name: z.string(), kind, price_decimals: z.number(), qty_decimals: z.number(),
});
/** A market and its precision. */
export type MarketProduct = z.output<typeof marketProduct>;

export const favoriteState = z.object({ is_set: z.boolean() });

export const lastPrice = z.object({ symbol: z.string(), price: z.string().nullable(), time: z.number().nullable() });
export type LastPrice = z.output<typeof lastPrice>;

export const feedStatus = z.object({
  source: z.string().describe("where prices come from: 'sim' (the simulation), 'binance' (a real exchange's public stream) or 'off'"),
  simulated: z.boolean().describe('prices are simulated, not a real market'),
  stale_after_ms: z.number().int().describe('a market whose feed is silent longer than this is paused'),
  stale: z.array(z.string()).describe('markets paused now because their feed is silent'),
  gaps: z.number().int().describe('times the stream skipped trades since the feed started (never filled in)'),
  missed_trades: z.number().int(),
});
/** The price feed now: its source, whether it is simulated, and the markets paused by a silent feed. */
export type FeedStatusView = z.output<typeof feedStatus>;

const klineQuery = z.object({
  symbol,
  interval: z.enum(CHART_INTERVALS, { message: 'interval_invalid' }).default('1m'),
  limit: wholeNumber(1, 1000).default(300),
  before: wholeNumber(0, Number.MAX_SAFE_INTEGER).optional().describe('epoch ms: candles opened before this time'),
});
const symbolQuery = z.object({ symbol });

export const marketRoutes = {
  quotes: route({
    method: 'GET', path: '/currency/quotation_new', tags, access: 'public',
    summary: 'Crypto quotes: last price and 24 h change, high, low, volume', response: z.array(marketQuote),
  }),
  candles: route({
    method: 'GET', path: '/currency/new_timeshar', tags, access: 'public',
    summary: 'Candles of a market (1m, 5m, 15m, 30m, 60m, 4h, 1d, 1w, 1mon)', query: klineQuery, response: z.array(marketCandle),
  }),
  products: route({
    method: 'GET', path: '/currency/productList', tags, access: 'public', summary: 'Markets and their precision', response: z.array(marketProduct),
  }),
  favoriteQuotes: route({
    method: 'GET', path: '/currency/user_currency_list', tags, access: 'user',
    summary: "Quotes of the user's favourite markets", response: z.array(marketQuote),
  }),
  isFavorite: route({
    method: 'GET', path: '/favorite/isSet', tags, access: 'user', summary: 'Whether a market is a favourite',
    query: z.object({ product_code: symbol }), response: favoriteState,
  }),
  setFavorite: route({
    method: 'POST', path: '/favorite/set', tags, access: 'user', summary: 'Add or remove a favourite (toggles when `set` is omitted)',
    body: z.object({ product_code: symbol, set: z.enum(['0', '1']).optional() }), response: favoriteState,
  }),
  usQuotes: route({
    method: 'GET', path: '/usstock/quotation', tags, access: 'public',
    summary: 'US stock quotes (New York market hours)', response: z.array(marketQuote),
  }),
  usCandles: route({
    method: 'GET', path: '/usstock/kline', tags, access: 'public', summary: 'Candles of a US stock', query: klineQuery, response: z.array(marketCandle),
  }),
  usLastPrice: route({
    method: 'GET', path: '/usstock/getNewPrice', tags, access: 'public', summary: 'Last price of a US stock', query: symbolQuery, response: lastPrice,
  }),
  feed: route({
    method: 'GET', path: '/market/feed', tags, access: 'public',
    summary: 'The price feed: simulated or real, and the markets paused because their feed is silent', response: feedStatus,
  }),
  /** The same as usLastPrice, the symbol in a form body (the seed calls it both ways). */
  usLastPriceByForm: route({
    method: 'POST', path: '/usstock/getNewPrice', tags, access: 'public', summary: 'Last price of a US stock', body: symbolQuery, response: lastPrice,
  }),
} as const;
