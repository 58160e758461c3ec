import { feeOf, initialMargin, notionalOf, quantityOf, tryParseAmount, type Atoms } from '@candor/shared';
import type { Contract } from './contract';
import { lotsOf, termsOf } from './summary';
import type { Position } from './wire';

/** What adding lots to an open position would take at the mark (USDT atoms), as the server computes it; null when unknown. */
export type AddSummary = { value: Atoms; margin: Atoms; fee: Atoms; entry: Atoms; lots: number } | null;

export type AddError = 'lots_required' | 'lots_invalid' | 'lots_max' | 'insufficient_margin';

/**
 * Adding `lotsText` lots at `mark`: the value, its initial margin at the position's leverage, the taker fee, and the
 * new entry (the quantity-weighted average, rounded down), by the shared rules the server settles with.
 */
export function addSummary(p: Pick<Position, 'lots' | 'entryPrice' | 'leverage'>, c: Contract | undefined, lotsText: string, mark: string | null): AddSummary {
  const lots = lotsOf(lotsText);
  const terms = c ? termsOf(c) : null;
  const price = mark === null ? null : tryParseAmount(mark);
  const entry = p.entryPrice === null ? null : tryParseAmount(p.entryPrice);
  if (lots === null || terms === null || c === undefined || price === null || price <= 0n || entry === null) return null;
  const addQty = quantityOf(lots, terms.contractSize);
  const oldQty = quantityOf(p.lots, terms.contractSize);
  const value = notionalOf(price, addQty);
  return {
    value, margin: initialMargin(value, p.leverage), fee: feeOf(value, c.takerFeeBps),
    entry: (entry * oldQty + price * addQty) / (oldQty + addQty), lots: p.lots + lots,
  };
}

/** The add sheet's error, if any: a whole number of lots, the position within the contract's maximum, margin and fee covered. */
export function addError(p: Pick<Position, 'lots'>, c: Contract | undefined, lotsText: string, s: AddSummary, available: Atoms | null): AddError | null {
  if (lotsText.trim() === '') return 'lots_required';
  const lots = lotsOf(lotsText);
  if (lots === null) return 'lots_invalid';
  if (c && p.lots + lots > c.maxLots) return 'lots_max';
  if (s && available !== null && s.margin + s.fee > available) return 'insufficient_margin';
  return null;
}

/** A trailing distance: empty (none) or a price above zero with at most the contract's decimals. */
export function trailError(text: string): 'trail_invalid' | null {
  if (text.trim() === '') return null;
  const v = tryParseAmount(text);
  return v === null || v <= 0n ? 'trail_invalid' : null;
}
