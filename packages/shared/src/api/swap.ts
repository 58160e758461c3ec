import { z } from 'zod';
import { pageQuery, paged, wholeNumber } from './common.js';
import { route } from './contract.js';

/**
 * The API contract of the swap module: quotes honoured once until they expire, swaps at them (coins at the feed
 * price, fiat at the operator's rates), and the back office's fiat rates. Money is decimal strings, never a float.
 */

const tags = ['swap'];
const kind = z.enum(['coin', 'fiat']);
const mode = z.enum(['real', 'demo']);

export const swapCurrencies = z.object({
  coins: z.array(z.object({ symbol: z.string(), name: z.string(), decimals: z.number(), currency_id: z.number().nullable() })),
  fiats: z.array(z.object({ code: z.string(), rate: z.string(), decimals: z.number(), sample: z.boolean() })),
  spread_bps: z.number(), quote_valid_ms: z.number(),
});
/** What the swap page offers: the coins, the enabled fiat currencies and the terms. */
export type SwapCurrencies = z.output<typeof swapCurrencies>;

export const swapQuote = z.object({
  quote_id: z.string(), kind, mode, from: z.string(), to: z.string(),
  rate: z.string().describe('units of `to` per one `from` at the quoted prices, before the spread, rounded down to 8 places'),
  from_price: z.string(), to_price: z.string(), price_unit: z.string().describe('USDT for coins (feed prices), the fiat currency for fiat swaps (operator rate)'),
  spread_bps: z.number().describe('the platform spread in basis points (20 = 0.2 %)'),
  amount: z.string().nullable(), gross: z.string().nullable().describe('amount x from_price / to_price, rounded down'),
  fee: z.string().nullable().describe('the spread kept by the platform: gross - receive'), fee_asset: z.string(),
  receive: z.string().nullable().describe('what the user receives: gross less the spread, rounded down'),
  min_amount: z.string().describe('the smallest amount of `from` (worth 1 USDT)'),
  created_at: z.number(), expires_at: z.number(),
});
export type SwapQuote = z.output<typeof swapQuote>;

export const swapOrder = z.object({
  id: z.number(), quote_id: z.string(), kind, mode, from: z.string(), to: z.string(),
  amount: z.string(), gross: z.string(), fee: z.string(), fee_asset: z.string(), receive: z.string(), rate: z.string(),
  from_price: z.string(), to_price: z.string(), price_unit: z.string(), spread_bps: z.number(), created_at: z.number(),
});
export type SwapOrder = z.output<typeof swapOrder>;

export const fiatRate = z.object({
  code: z.string(), rate: z.string().describe('units of the currency per 1 USDT'), decimals: z.number(), enabled: z.boolean(),
  sample: z.boolean().describe('a sample rate seeded at install, not yet set by an operator'),
  updated_by: z.number().nullable(), updated_at: z.number(),
});
/** A fiat currency's rate per USDT as the operator set it (not a market price). */
export type FiatRate = z.output<typeof fiatRate>;

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
const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === '1' || v === 'true'));

const quote = <const P extends '/swap/getCurrencyRate' | '/swap/getCurrencyRateFiat'>(path: P, what: string) => route({
  method: 'GET', path, tags, access: 'user', summary: `Quote a swap between ${what}; honoured once until expires_at`,
  query: quoteQuery, response: swapQuote,
});
const exchange = <const P extends '/swap/exchangeCurrency' | '/swap/exchangeCurrencyFiat'>(path: P) => route({
  method: 'POST', path, tags, access: 'user', summary: 'Swap at a quote the user holds (refused once it has expired: no re-pricing)',
  body: exchangeBody, response: swapOrder,
});

/** The swap page's calls (X-Demo: 1, and a guest, quote and swap against the demo accounts) and the back office's fiat rates. */
export const swapRoutes = {
  currencies: route({
    method: 'GET', path: '/swap/currencies', tags, access: 'public',
    summary: 'Swappable coins, enabled fiat currencies (operator rates), the spread and how long a quote holds', response: swapCurrencies,
  }),
  coinQuote: quote('/swap/getCurrencyRate', 'two coins at the feed price (through USDT)'),
  fiatQuote: quote('/swap/getCurrencyRateFiat', 'USDT and a fiat currency at the operator\'s rate'),
  coinExchange: exchange('/swap/exchangeCurrency'),
  fiatExchange: exchange('/swap/exchangeCurrencyFiat'),
  orders: route({
    method: 'GET', path: '/swap/orders', tags, access: 'user', summary: "The user's swaps, newest first", query: pageQuery, response: paged(swapOrder),
  }),
  fiatRates: route({
    method: 'GET', path: '/admin/fiat-rates', tags: ['admin'], access: 'admin',
    summary: 'Fiat rates the operator set for the fiat swap (not market prices)', query: pageQuery, response: paged(fiatRate),
  }),
  setFiatRate: route({
    method: 'POST', path: '/admin/fiat-rates/:code', tags: ['admin'], access: 'admin',
    summary: 'Set (or add) a fiat currency\'s rate per USDT and whether it may be swapped',
    params: z.object({ code: z.string().max(10) }),
    body: z.object({
      rate: z.string().max(40).optional().describe('units of the currency per 1 USDT, a decimal string'),
      enabled: flag,
      decimals: wholeNumber(0, 8).optional().describe('places of the currency, only when adding it (default 2)'),
    }),
    response: fiatRate,
  }),
} as const;
