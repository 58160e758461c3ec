import { z } from 'zod';
import { idField, pageQuery, paged, wholeNumber } from './common.js';
import { route } from './contract.js';

/**
 * The API contract of timed options (decisions.md "Options"): rise, fall or even over a duration, settled from stored
 * feed ticks by a published rule that anyone can recompute (`option/verify`). Products are operator data (symbols,
 * durations with payout rate and stake bounds, limits the same for every user); a change applies to new orders only,
 * each order keeps the terms it was bought at. microtrade/* are the other reading's paths (aliases).
 * Money and prices are decimal strings (8 places), never a float. X-Demo: 1 uses the demo accounts (no KYC).
 *
 * Cancel: the open tick is fixed the moment an order is bought (the last tick at or before the open time), so there
 * is no moment before it is fixed: `option/cancel` always answers `option_cancel_closed` (decided, docs/decisions.md).
 */

const tags = ['options'];
const mode = z.enum(['real', 'demo']);
const money = z.string().describe('decimal string, in the stake coin (USDT)');
const price = z.string().describe('decimal string, quote currency per base unit');
const symbol = z.string().max(20).describe('e.g. BTC/USDT (BTCUSDT and BTC-USDT accepted)');

export const OPTION_DIRECTIONS = ['rise', 'fall', 'even'] as const;
/** open: waiting for its close tick; settled: won or lost; void: no close tick within 10 s, the stake returned. */
export const OPTION_STATUSES = ['open', 'settled', 'void'] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];
export const OPTION_RESULTS = ['win', 'loss', 'void'] as const;
/** The list tabs: open orders, and settled ones (won, lost and void). */
export const OPTION_TABS = ['open', 'settled'] as const;
export type OptionTab = (typeof OPTION_TABS)[number];

/** A duration's terms: operator data shown before buying, copied onto each order at buying. */
export const optionDuration = z.object({
  seconds: z.number().int().describe('60, 120, 180, 240, 600, 1800'),
  enabled: z.boolean(),
  rate_bps: z.number().int().describe('payout rate in basis points: a win pays stake x (1 + rate)'),
  rate: z.string().describe('the same rate as a decimal string (0.85 = 85 %)'),
  min_stake: money, max_stake: money.describe('the largest stake of one order (the same for every user)'),
  updated_at: z.number(), updated_by: z.number().nullable(),
});
export type OptionDuration = z.output<typeof optionDuration>;

/** A symbol's terms: the limits that bound the platform's exposure, the same for every user. */
export const optionSymbol = z.object({
  symbol: z.string(), base: z.string(), quote: z.string(), name: z.string(), enabled: z.boolean(),
  price_decimals: z.number().int().describe('the tick size is 10^-price_decimals: "even" compares at this size'),
  user_open_cap: money.describe('the most one user may have open on this symbol and side'),
  side_open_cap: money.describe('the most all users together may have open on this symbol and side'),
  updated_at: z.number(), updated_by: z.number().nullable(),
});
export type OptionSymbol = z.output<typeof optionSymbol>;

/** What the trade page shows of a symbol: its terms, the last price and what is open on each side. */
export const optionMarket = optionSymbol.extend({
  last: price.nullable(), last_time: z.number().nullable(),
  open_stake: z.object({ rise: money, fall: money, even: money }).describe('open stake of all users per side'),
});
export type OptionMarket = z.output<typeof optionMarket>;

export const optionProducts = z.object({
  mode, coin: z.string().describe('the stake coin (USDT)'),
  durations: z.array(optionDuration), symbols: z.array(optionMarket),
  void_after_ms: z.number().int().describe('no tick within this long after the close time: void, stake returned (10000)'),
  rule: z.string().describe('the settlement rule in words (English; the pages translate their own)'),
  payout_account: z.string().describe("where payouts come from and losses go: the platform's options account"),
  payout_account_balance: money.describe("the platform's options account balance in this mode (public)"),
  available: money.nullable().describe("the user's free options balance in this mode (signed in only)"),
});
export type OptionProducts = z.output<typeof optionProducts>;

export const payableCurrency = z.object({
  coin: z.string(), decimals: z.number().int(), currency_id: z.number().nullable(),
  available: money.nullable().describe("the user's free options balance in this mode (signed in only)"),
});
export type PayableCurrency = z.output<typeof payableCurrency>;

/** A stored feed tick as a settlement cites it. */
export const optionTick = z.object({ tick_id: z.number(), time: z.number(), price, source: z.string() });
export type OptionTick = z.output<typeof optionTick>;

export const optionOrder = z.object({
  id: z.number(), symbol: z.string(), direction: z.enum(OPTION_DIRECTIONS), mode,
  seconds: z.number().int(), rate_bps: z.number().int().describe('the rate this order was bought at'),
  stake: money, coin: z.string(),
  payout: money.describe('stake x (1 + rate) if it wins: what a win pays back'),
  fee: money.describe('handling fee (0: the platform earns only from losing stakes)'),
  status: z.enum(OPTION_STATUSES), result: z.enum(OPTION_RESULTS).nullable(),
  outcome: z.enum(OPTION_DIRECTIONS).nullable().describe('how the price moved: rise, fall or even at the tick size'),
  profit_loss: money.nullable().describe('win: + stake x rate; loss: - stake; void: 0'),
  open_time: z.number(), close_time: z.number(), settled_at: z.number().nullable(),
  open_price: price, close_price: price.nullable(),
  open_tick_id: z.number(), close_tick_id: z.number().nullable(),
});
export type OptionOrder = z.output<typeof optionOrder>;

/**
 * The public verification of one order: both ticks as stored, the rule, and the result recomputed from them now by
 * the shared rule (rules/options.ts) beside the stored one. `matches` is false only if the stored settlement differs.
 */
export const optionVerification = z.object({
  id: z.number(), symbol: z.string(), direction: z.enum(OPTION_DIRECTIONS), mode,
  seconds: z.number().int(), rate_bps: z.number().int(), stake: money, coin: z.string(),
  status: z.enum(OPTION_STATUSES), price_decimals: z.number().int(), tick_size: price,
  open_time: z.number(), close_time: z.number(), void_deadline: z.number().describe('close_time + 10 s'),
  open_tick: optionTick.describe('the last tick at or before open_time'),
  close_tick: optionTick.nullable().describe('the first tick at or after close_time (null while open, or when void)'),
  rule: z.string(),
  stored: z.object({ result: z.enum(OPTION_RESULTS).nullable(), outcome: z.enum(OPTION_DIRECTIONS).nullable(), credited: money.nullable() }),
  recomputed: z.object({ result: z.enum(OPTION_RESULTS).nullable(), outcome: z.enum(OPTION_DIRECTIONS).nullable(), credited: money.nullable() })
    .describe('credited: what returns to the user: stake x (1 + rate) on a win, 0 on a loss, the stake when void'),
  matches: z.boolean(),
});
export type OptionVerification = z.output<typeof optionVerification>;

const tradeBody = z.object({
  symbol,
  direction: z.string().max(10).optional().describe('rise, fall or even (also up/down/equal, 1/2/3)'),
  seconds: z.union([z.number(), z.string().max(10)]).optional().describe('the duration (also `transaction_period`)'),
  transaction_period: z.union([z.number(), z.string().max(10)]).optional(),
  amount: z.string().max(40).optional().describe('the stake, decimal'),
  coin: z.string().max(10).optional().describe('the stake coin (USDT, the only payable coin)'),
  idempotency_key: z.string().max(64).optional().describe('or the Idempotency-Key header'),
});

const listQuery = pageQuery.extend({
  tab: z.enum(OPTION_TABS).optional().describe('open (default) or settled'),
  symbol: symbol.optional(),
});

export const optionExposure = z.object({
  mode, coin: z.string(),
  account: money.describe("the platform's options account balance (pays wins, receives losing stakes)"),
  open_stake: money, worst_case_payout: money.describe('what all open orders would pay if every one of them won'),
  symbols: z.array(z.object({
    symbol: z.string(),
    sides: z.array(z.object({
      direction: z.enum(OPTION_DIRECTIONS), orders: z.number().int(), open_stake: money,
      worst_case_payout: money, side_open_cap: money,
    })),
  })),
});
export type OptionExposure = z.output<typeof optionExposure>;

export const optionSettlement = optionOrder.extend({
  user_id: z.number(), citations: z.array(optionTick.extend({ role: z.enum(['open', 'close']) })),
});
export type OptionSettlement = z.output<typeof optionSettlement>;

const adminBool = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional();
const adminMoney = z.string().max(40).optional();

export const optionsRoutes = {
  products: route({
    method: 'GET', path: '/option/products', tags, access: 'optional',
    summary: 'Symbols and durations with payout rates, stake bounds, limits, last prices and the rule, shown before buying',
    response: optionProducts,
  }),
  seconds: route({
    method: 'GET', path: '/option/seconds', aliases: [{ method: 'GET', path: '/microtrade/seconds' }], tags, access: 'public',
    summary: 'The durations with their payout rates and minimum and maximum stakes', response: z.array(optionDuration),
  }),
  payable: route({
    method: 'GET', path: '/option/payable_currencies', aliases: [{ method: 'GET', path: '/microtrade/payable_currencies' }],
    tags, access: 'optional', summary: 'The coins a stake may be paid in, with the free options balance', response: z.array(payableCurrency),
  }),
  trade: route({
    method: 'POST', path: '/option/trade', aliases: [{ method: 'POST', path: '/microtrade/submit' }], tags, access: 'user',
    summary: 'Buy rise, fall or even: the stake leaves the options account, the open price is the last tick at or before now',
    body: tradeBody, response: optionOrder,
  }),
  cancel: route({
    method: 'POST', path: '/option/cancel', tags, access: 'user',
    summary: 'Always refused (option_cancel_closed): the open tick is fixed when the order is bought',
    body: z.object({ id: idField }), response: optionOrder,
  }),
  list: route({
    method: 'GET', path: '/option/list', aliases: [{ method: 'GET', path: '/microtrade/lists' }], tags, access: 'user',
    summary: "The user's orders, open or settled, newest first", query: listQuery, response: paged(optionOrder),
  }),
  detail: route({
    method: 'GET', path: '/option/order/:id', tags, access: 'user', summary: 'One of the user\'s orders',
    params: z.object({ id: idField }), response: optionOrder,
  }),
  verify: route({
    method: 'GET', path: '/option/verify/:id', tags, access: 'public',
    summary: 'Public verification of any order: both ticks (id, time, price, source), the rule and the recomputed result',
    params: z.object({ id: idField }), response: optionVerification,
  }),
  adminProducts: route({
    method: 'GET', path: '/admin/option/products', tags: ['admin'], access: 'admin',
    summary: 'Option symbols and durations (terms only, never a price or an outcome)',
    response: z.object({ durations: z.array(optionDuration), symbols: z.array(optionSymbol) }),
  }),
  adminEditDuration: route({
    method: 'POST', path: '/admin/option/durations/:seconds', tags: ['admin'], access: 'admin',
    summary: "Edit a duration's payout rate and stake bounds (audited; applies to new orders only)",
    params: z.object({ seconds: wholeNumber(1, 86_400) }),
    body: z.object({ enabled: adminBool, rate_bps: wholeNumber(1, 10_000).optional(), min_stake: adminMoney, max_stake: adminMoney }),
    response: optionDuration,
  }),
  adminEditSymbol: route({
    method: 'POST', path: '/admin/option/symbols/:symbol', tags: ['admin'], access: 'admin',
    summary: "Edit a symbol's availability and open-stake caps (audited; applies to new orders only)",
    params: z.object({ symbol: z.string().max(20) }),
    body: z.object({ enabled: adminBool, user_open_cap: adminMoney, side_open_cap: adminMoney }),
    response: optionSymbol,
  }),
  adminExposure: route({
    method: 'GET', path: '/admin/option/exposure', tags: ['admin'], access: 'admin',
    summary: "The platform's options account balance and the open stake and worst-case payout per symbol and side",
    query: z.object({ mode: mode.default('real') }), response: optionExposure,
  }),
  adminSettlements: route({
    method: 'GET', path: '/admin/option/settlements', tags: ['admin'], access: 'admin',
    summary: 'Settled and void orders of every user, newest first, with the ticks each one cites',
    query: pageQuery.extend({ mode: mode.default('real'), symbol: symbol.optional(), user_id: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional() }),
    response: paged(optionSettlement),
  }),
} as const;
