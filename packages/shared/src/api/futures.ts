import { z } from 'zod';
import { idField, pageQuery, paged, wholeNumber } from './common.js';
import { route } from './contract.js';

/**
 * The API contract of USDT-margined perpetual futures (decisions.md "Futures"): contracts as data, estimates before
 * opening, orders and positions (status 0 pending, 1 position, 2 closing, 3 closed, 4 cancelled), stops, funding,
 * and the back office's contracts, exposure and insurance fund. lever/* are the other reading's paths (aliases).
 * Money and prices are decimal strings of USDT atoms (8 places), never a float. X-Demo: 1 uses the demo accounts.
 */

const tags = ['futures'];
const mode = z.enum(['real', 'demo']);
const side = z.enum(['long', 'short']);
const marginMode = z.enum(['cross', 'isolated']);
const money = z.string().describe('decimal string, USDT');
const price = z.string().describe('decimal string, USDT per base unit');
const symbol = z.string().max(20).describe('e.g. BTC/USDT (BTCUSDT and BTC-USDT accepted)');
const priceField = z.string().max(40);

export const FUTURES_CLOSE_REASONS = ['user', 'take_profit', 'stop_loss', 'trailing_stop', 'liquidation'] as const;
export type FuturesCloseReason = (typeof FUTURES_CLOSE_REASONS)[number];
/** The list tabs of the seed: positions, pending orders, cancelled, closed, liquidated. */
export const FUTURES_TABS = ['positions', 'pending', 'cancelled', 'closed', 'liquidated'] as const;
export type FuturesTab = (typeof FUTURES_TABS)[number];

export const mmTier = z.object({
  max_notional: money.nullable().describe('positions up to this notional use this rate (null: no bound)'),
  rate_bps: z.number().int().describe('maintenance margin rate in basis points'),
});

export const fundingTerms = z.object({
  factor_ppm: z.number().int(), exponent: z.number().int(), cap_ppm: z.number().int(),
  interval_ms: z.number().int().describe('8 hours'),
  formula: z.string().describe('the published formula, in words'),
});

/** A contract's terms: operator data, applied to new orders; never a price. */
export const futuresContract = z.object({
  symbol: z.string(), base: z.string(), quote: z.string(), enabled: z.boolean(),
  contract_size: z.string().describe('base units per lot (BTC 0.001)'),
  price_decimals: z.number().int(),
  leverages: z.array(z.number().int()),
  mm_tiers: z.array(mmTier),
  maker_fee_bps: z.number().int(), taker_fee_bps: z.number().int(), liquidation_fee_bps: z.number().int(),
  max_lots: z.number().int().describe('the largest position in lots'),
  oi_cap_lots: z.number().int().describe('open-interest cap per side of this symbol, the same for every user'),
  funding: fundingTerms,
  updated_at: z.number(), updated_by: z.number().nullable(),
});
export type FuturesContract = z.output<typeof futuresContract>;

/** What the trade page shows of a contract: its terms, the mark, the open interest and the next funding, in advance. */
export const futuresMarket = futuresContract.extend({
  mark: price.nullable().describe('the feed price (mark price = index)'), mark_time: z.number().nullable(),
  long_lots: z.number().int(), short_lots: z.number().int(),
  next_funding: z.object({
    time: z.number(), rate_ppm: z.string().describe('parts per million of the notional, this period'),
    payer: side.nullable().describe('the larger side pays; the other receives (null: balanced)'),
  }),
});
export type FuturesMarket = z.output<typeof futuresMarket>;

export const futuresMarkets = z.object({
  mode, markets: z.array(futuresMarket),
  insurance_fund: money.describe('the insurance fund balance of this mode'),
});
export type FuturesMarkets = z.output<typeof futuresMarkets>;

export const futuresEstimate = z.object({
  symbol: z.string(), side, margin_mode: marginMode, lots: z.number().int(), leverage: z.number().int(),
  price: price.describe('the mark, or the limit price given'),
  quantity: z.string().describe('base units'), value: money, margin: money, fee: money,
  mm_rate_bps: z.number().int(), maintenance: money,
  liquidation_price: price.nullable().describe('estimated; cross counts the free futures balance behind it'),
  available: money.nullable().describe('the free futures balance (signed in only)'),
});
export type FuturesEstimate = z.output<typeof futuresEstimate>;

export const tickCitation = z.object({
  role: z.enum(['open', 'fill', 'close', 'take_profit', 'stop_loss', 'trailing_stop', 'liquidation']),
  tick_id: z.number(), time: z.number(), price, source: z.string(),
});
export type TickCitation = z.output<typeof tickCitation>;

export const futuresPosition = z.object({
  id: z.number(), symbol: z.string(), side, margin_mode: marginMode, type: z.enum(['market', 'limit']), mode,
  status: z.number().int().describe('0 pending, 1 position, 2 closing, 3 closed, 4 cancelled'),
  close_reason: z.enum(FUTURES_CLOSE_REASONS).nullable(), cancel_reason: z.string().nullable(),
  lots: z.number().int(), contract_size: z.string(), quantity: z.string(), leverage: z.number().int(),
  limit_price: price.nullable(), entry_price: price.nullable(), mark_price: price.nullable(), close_price: price.nullable(),
  value: money.describe('notional at the mark (at the entry or limit when no mark)'),
  margin: money, open_fee: money, close_fee: money, liquidation_fee: money,
  take_profit: price.nullable(), stop_loss: price.nullable(),
  trail_distance: price.nullable(), trail_stop: price.nullable(),
  liquidation_price: price.nullable(),
  unrealized_pnl: money.nullable(), roe_bps: z.number().int().nullable(),
  realized_pnl: money.describe('closed part, before fees'), funding: money.describe('net funding, negative when paid'),
  created_at: z.number(), opened_at: z.number().nullable(), closed_at: z.number().nullable(),
});
export type FuturesPosition = z.output<typeof futuresPosition>;

/** What changed a user's futures order or position (the private `futures` websocket channel). */
export const FUTURES_EVENTS = ['placed', 'opened', 'filled', 'changed', 'closed', 'cancelled', 'take_profit', 'stop_loss', 'trailing_stop', 'liquidated'] as const;
export type FuturesEventKind = (typeof FUTURES_EVENTS)[number];
export const futuresEvent = z.object({ event: z.enum(FUTURES_EVENTS), position: futuresPosition });
/** One change of the user's futures: the event and the order or position after it. */
export type FuturesEvent = z.output<typeof futuresEvent>;

export const futuresPositionDetail = futuresPosition.extend({ citations: z.array(tickCitation) });
export type FuturesPositionDetail = z.output<typeof futuresPositionDetail>;

export const fundingRate = z.object({
  symbol: z.string(), mode, time: z.number(), rate_ppm: z.string(), payer: side.nullable(),
  long_value: money, short_value: money, mark: price,
});
export type FundingRate = z.output<typeof fundingRate>;

export const fundingPaymentRow = z.object({
  id: z.number(), position_id: z.number(), symbol: z.string(), time: z.number(), rate_ppm: z.string(),
  amount: money.describe('positive received, negative paid'),
});
export type FundingPaymentRow = z.output<typeof fundingPaymentRow>;

export const futuresExposure = z.object({
  mode,
  insurance_fund: money, platform_account: money.describe("the platform's futures counterparty account"),
  platform_covered: money.describe('losses beyond margin the insurance fund could not cover (borne by the platform)'),
  symbols: z.array(z.object({
    symbol: z.string(), long_lots: z.number().int(), short_lots: z.number().int(), oi_cap_lots: z.number().int(),
    net_lots: z.number().int().describe('long - short: the platform holds the opposite'),
    mark: price.nullable(),
    users_unrealized_pnl: money, platform_unrealized_pnl: money.describe('the negative of the users\' PnL'),
  })),
});
export type FuturesExposure = z.output<typeof futuresExposure>;

export const insuranceEvent = z.object({
  id: z.number(), mode, position_id: z.number().nullable(), kind: z.enum(['liquidation_fee', 'shortfall', 'funding']),
  amount: money.describe('into the fund (positive) or out of it (negative)'),
  platform_covered: money, time: z.number(),
});
export type InsuranceEvent = z.output<typeof insuranceEvent>;

const tradeBody = z.object({
  symbol,
  side: z.string().max(10).optional().describe('long or short (also buy/sell, 1/2)'),
  type: z.string().max(10).optional().describe('market (default) or limit'),
  price: priceField.optional().describe('limit price'),
  lots: z.union([z.number(), z.string().max(20)]).optional().describe('whole lots, at least 1 (also `amount`)'),
  amount: z.union([z.number(), z.string().max(20)]).optional(),
  leverage: z.union([z.number(), z.string().max(6)]).optional(),
  margin_mode: z.string().max(10).optional().describe('cross (default) or isolated'),
  take_profit: priceField.optional(), stop_loss: priceField.optional(),
  trail_distance: priceField.optional().describe('a trailing stop this far from the best price since opening'),
  idempotency_key: z.string().max(64).optional().describe('or the Idempotency-Key header'),
});

const listQuery = pageQuery.extend({
  tab: z.enum(FUTURES_TABS).optional().describe('positions (default), pending, cancelled, closed, liquidated'),
  symbol: symbol.optional(),
});

const adminMode = z.object({ mode: mode.default('real') });

export const futuresRoutes = {
  markets: route({
    method: 'GET', path: '/futures/contracts', tags, access: 'public',
    summary: 'Contracts with their terms, the mark, open interest, the next funding rate and the insurance fund', response: futuresMarkets,
  }),
  estimate: route({
    method: 'GET', path: '/futures/estimate', tags, access: 'optional',
    summary: 'Value, margin, fee and estimated liquidation price of an order before opening it',
    query: z.object({
      symbol, side: z.string().max(10).optional(), lots: z.string().max(20).optional(), leverage: z.string().max(6).optional(),
      margin_mode: z.string().max(10).optional(), price: priceField.optional(),
    }),
    response: futuresEstimate,
  }),
  trade: route({
    method: 'POST', path: '/futures/trade',
    aliases: [{ method: 'POST', path: '/lever/submit' }, { method: 'POST', path: '/lever/deal' }],
    tags, access: 'user', summary: 'Open a position (market) or place a limit order that waits until the mark crosses', body: tradeBody,
    response: futuresPosition,
  }),
  close: route({
    method: 'POST', path: '/futures/close', aliases: [{ method: 'POST', path: '/lever/close' }], tags, access: 'user',
    summary: 'Close a position at the mark, all of it or `lots` of it',
    body: z.object({ id: idField, lots: z.union([z.number(), z.string().max(20)]).optional() }), response: futuresPosition,
  }),
  add: route({
    method: 'POST', path: '/futures/add', tags, access: 'user', summary: 'Add lots to a position at the mark (entry becomes the average)',
    body: z.object({ id: idField, lots: z.union([z.number(), z.string().max(20)]).optional() }), response: futuresPosition,
  }),
  cancel: route({
    method: 'POST', path: '/futures/cancel', aliases: [{ method: 'POST', path: '/lever/cancel' }], tags, access: 'user',
    summary: 'Cancel a waiting limit order (its margin and fee return)', body: z.object({ id: idField }), response: futuresPosition,
  }),
  setStop: route({
    method: 'POST', path: '/futures/setstop', aliases: [{ method: 'POST', path: '/lever/setstop' }], tags, access: 'user',
    summary: 'Set take-profit and stop-loss (both required, each on its side of the mark) and optionally a trailing stop',
    body: z.object({ id: idField, take_profit: priceField.optional(), stop_loss: priceField.optional(), trail_distance: priceField.optional() }),
    response: futuresPosition,
  }),
  list: route({
    method: 'GET', path: '/futures/list', aliases: [{ method: 'GET', path: '/lever/my_trade' }], tags, access: 'user',
    summary: "The user's positions and orders by tab, newest first, with live PnL and ROE at the mark", query: listQuery,
    response: paged(futuresPosition),
  }),
  detail: route({
    method: 'GET', path: '/futures/order/:id', tags, access: 'user', summary: 'One position or order with the ticks it cites',
    params: z.object({ id: idField }), response: futuresPositionDetail,
  }),
  fundingRates: route({
    method: 'GET', path: '/futures/funding', tags, access: 'public', summary: 'Past funding rates of a symbol, newest first',
    query: pageQuery.extend({ symbol: symbol.optional() }), response: paged(fundingRate),
  }),
  myFunding: route({
    method: 'GET', path: '/futures/funding/mine', tags, access: 'user', summary: "The user's funding payments, newest first",
    query: pageQuery, response: paged(fundingPaymentRow),
  }),
  adminContracts: route({
    method: 'GET', path: '/admin/futures/contracts', tags: ['admin'], access: 'admin', summary: 'Futures contracts (terms only, never a price)',
    response: z.array(futuresContract),
  }),
  adminEditContract: route({
    method: 'POST', path: '/admin/futures/contracts/:symbol', tags: ['admin'], access: 'admin',
    summary: 'Edit a contract\'s terms (audited; applies to new orders)',
    params: z.object({ symbol: z.string().max(20) }),
    body: z.object({
      enabled: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional(),
      leverages: z.string().max(100).optional().describe('comma-separated whole numbers, e.g. 1,5,10,20'),
      mm_tiers: z.string().max(300).optional().describe('max_notional:rate_bps pairs, e.g. 50000:50,250000:100,*:250'),
      maker_fee_bps: wholeNumber(0, 1000).optional(), taker_fee_bps: wholeNumber(0, 1000).optional(),
      liquidation_fee_bps: wholeNumber(0, 1000).optional(),
      max_lots: wholeNumber(1, 100_000_000).optional(), oi_cap_lots: wholeNumber(1, 1_000_000_000).optional(),
      funding_factor_ppm: wholeNumber(0, 100_000).optional(), funding_exponent: wholeNumber(1, 3).optional(),
      funding_cap_ppm: wholeNumber(0, 100_000).optional(),
    }),
    response: futuresContract,
  }),
  adminExposure: route({
    method: 'GET', path: '/admin/futures/exposure', tags: ['admin'], access: 'admin',
    summary: "The platform's exposure per symbol, its futures account and the insurance fund", query: adminMode, response: futuresExposure,
  }),
  adminInsurance: route({
    method: 'GET', path: '/admin/futures/insurance', tags: ['admin'], access: 'admin',
    summary: 'Insurance fund history: liquidation fees in, shortfalls out, what the platform covered',
    query: pageQuery.extend({ mode: mode.default('real') }), response: paged(insuranceEvent),
  }),
  adminPositions: route({
    method: 'GET', path: '/admin/futures/positions', tags: ['admin'], access: 'admin', summary: 'Positions and orders of every user',
    query: listQuery.extend({ mode: mode.default('real'), user_id: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional() }),
    response: paged(futuresPosition.extend({ user_id: z.number() })),
  }),
} as const;
