import { formatAmount, type FiatRate, type SwapOrder, type SwapQuote } from '@candor/shared';
import { rateOf, type SwapAmounts } from './swap.math.js';
import type { FiatRateRow, SwapOrderRow, SwapQuoteRow } from './swap.repo.js';

/** Quotes, swaps and fiat rates as the API answers them (packages/shared/src/api/swap.ts): decimal strings for money. */

const dec = (v: bigint | null): string | null => (v === null ? null : formatAmount(v));

export function quoteOut(q: SwapQuoteRow, amounts: SwapAmounts | null, minAmount: bigint): SwapQuote {
  return {
    quote_id: q.id, kind: q.kind, mode: q.mode, from: q.from_asset, to: q.to_asset,
    rate: formatAmount(rateOf({ fromPrice: q.from_price_atoms, toPrice: q.to_price_atoms })),
    from_price: formatAmount(q.from_price_atoms), to_price: formatAmount(q.to_price_atoms), price_unit: q.price_unit,
    spread_bps: q.spread_bps, amount: dec(q.amount_atoms), gross: dec(amounts?.gross ?? null), fee: dec(amounts?.fee ?? null),
    fee_asset: q.to_asset, receive: dec(amounts?.receive ?? null), min_amount: formatAmount(minAmount),
    created_at: q.created_at, expires_at: q.expires_at,
  };
}

export function orderOut(o: SwapOrderRow): SwapOrder {
  return {
    id: o.id, quote_id: o.quote_id, kind: o.kind, mode: o.mode, from: o.from_asset, to: o.to_asset,
    amount: formatAmount(o.amount_atoms), gross: formatAmount(o.gross_atoms), fee: formatAmount(o.fee_atoms), fee_asset: o.to_asset,
    receive: formatAmount(o.receive_atoms), rate: formatAmount(rateOf({ fromPrice: o.from_price_atoms, toPrice: o.to_price_atoms })),
    from_price: formatAmount(o.from_price_atoms), to_price: formatAmount(o.to_price_atoms), price_unit: o.price_unit,
    spread_bps: o.spread_bps, created_at: o.created_at,
  };
}

export const fiatRateOut = (r: FiatRateRow): FiatRate => ({
  code: r.code, rate: formatAmount(r.rate_atoms), decimals: r.decimals, enabled: r.enabled === 1, sample: r.sample === 1,
  updated_by: r.updated_by, updated_at: r.updated_at,
});
