import { formatAmount } from '@candor/shared';
import { z } from 'zod';
import { rateOf, type SwapAmounts } from './swap.math.js';
import type { FiatRateRow, SwapOrderRow, SwapQuoteRow } from './swap.repo.js';

/** What the wire says about quotes, swaps and fiat rates: decimal strings for money, never a float. */

const dec = (v: bigint | null): string | null => (v === null ? null : formatAmount(v));

export const quoteSchema = z.object({
  quote_id: z.string(), kind: z.enum(['coin', 'fiat']), mode: z.enum(['real', 'demo']), from: z.string(), to: z.string(),
  rate: z.string().describe('units of `to` per one `from` at the quoted prices, before the spread, rounded down to 8 places'),
  from_price: z.string(), to_price: z.string(), price_unit: z.string().describe('USDT for coins (feed prices), the fiat currency for fiat swaps (operator rate)'),
  spread_bps: z.number().describe('the platform spread in basis points (20 = 0.2 %)'),
  amount: z.string().nullable(), gross: z.string().nullable().describe('amount x from_price / to_price, rounded down'),
  fee: z.string().nullable().describe('the spread kept by the platform: gross - receive'), fee_asset: z.string(),
  receive: z.string().nullable().describe('what the user receives: gross less the spread, rounded down'),
  min_amount: z.string().describe('the smallest amount of `from` (worth 1 USDT)'),
  created_at: z.number(), expires_at: z.number(),
});
export type QuoteOut = z.infer<typeof quoteSchema>;

export const orderSchema = z.object({
  id: z.number(), quote_id: z.string(), kind: z.enum(['coin', 'fiat']), mode: z.enum(['real', 'demo']), from: z.string(), to: z.string(),
  amount: z.string(), gross: z.string(), fee: z.string(), fee_asset: z.string(), receive: z.string(), rate: z.string(),
  from_price: z.string(), to_price: z.string(), price_unit: z.string(), spread_bps: z.number(), created_at: z.number(),
});
export type OrderOut = z.infer<typeof orderSchema>;

export const fiatRateSchema = z.object({
  code: z.string(), rate: z.string().describe('units of the currency per 1 USDT'), decimals: z.number(), enabled: z.boolean(),
  sample: z.boolean().describe('a sample rate seeded at install, not yet set by an operator'),
  updated_by: z.number().nullable(), updated_at: z.number(),
});

export function quoteOut(q: SwapQuoteRow, amounts: SwapAmounts | null, minAmount: bigint): QuoteOut {
  return {
    quote_id: q.id, kind: q.kind, mode: q.mode, from: q.from_asset, to: q.to_asset,
    rate: formatAmount(rateOf({ fromPrice: q.from_price_atoms, toPrice: q.to_price_atoms })),
    from_price: formatAmount(q.from_price_atoms), to_price: formatAmount(q.to_price_atoms), price_unit: q.price_unit,
    spread_bps: q.spread_bps, amount: dec(q.amount_atoms), gross: dec(amounts?.gross ?? null), fee: dec(amounts?.fee ?? null),
    fee_asset: q.to_asset, receive: dec(amounts?.receive ?? null), min_amount: formatAmount(minAmount),
    created_at: q.created_at, expires_at: q.expires_at,
  };
}

export function orderOut(o: SwapOrderRow): OrderOut {
  return {
    id: o.id, quote_id: o.quote_id, kind: o.kind, mode: o.mode, from: o.from_asset, to: o.to_asset,
    amount: formatAmount(o.amount_atoms), gross: formatAmount(o.gross_atoms), fee: formatAmount(o.fee_atoms), fee_asset: o.to_asset,
    receive: formatAmount(o.receive_atoms), rate: formatAmount(rateOf({ fromPrice: o.from_price_atoms, toPrice: o.to_price_atoms })),
    from_price: formatAmount(o.from_price_atoms), to_price: formatAmount(o.to_price_atoms), price_unit: o.price_unit,
    spread_bps: o.spread_bps, created_at: o.created_at,
  };
}

export const fiatRateOut = (r: FiatRateRow) => ({
  code: r.code, rate: formatAmount(r.rate_atoms), decimals: r.decimals, enabled: r.enabled === 1, sample: r.sample === 1,
  updated_by: r.updated_by, updated_at: r.updated_at,
});
