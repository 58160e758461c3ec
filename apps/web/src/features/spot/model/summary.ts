import { mulDiv, pow10, tryParseAmount, type Atoms } from '@candor/shared';
import type { FormState } from './form';
import { lotAtoms } from './market';

/** The exchange's fee: 0.1 % for maker and taker, paid in the asset the order receives, rounded down to the atom. */
export const FEE_BPS = 10n;

export type Money = { atoms: Atoms; asset: string };

export type EstimatedField = 'total' | 'fee' | 'receive';

/**
 * What an order will do, before it is sent: its total in the quote, the fee, what the user receives, and what
 * is locked while it works. What a market order trades depends on the book: those figures are estimated at the
 * last price and listed in `estimated`; what is locked is always exact.
 */
export type OrderSummary = {
  total: Money | null;
  fee: Money | null;
  receive: Money | null;
  lock: Money | null;
  estimated: readonly EstimatedField[];
};

const EMPTY: OrderSummary = { total: null, fee: null, receive: null, lock: null, estimated: [] };

const positive = (text: string | null): Atoms | null => {
  const v = text === null ? null : tryParseAmount(text);
  return v !== null && v > 0n ? v : null;
};

const feeOf = (amount: Atoms): Atoms => mulDiv(amount, FEE_BPS, 10_000n, 'floor');

/** Quote value of a base quantity at a price, both in atoms (exact on the market's grid, rounded up otherwise). */
export const quoteValue = (price: Atoms, qty: Atoms): Atoms => mulDiv(price, qty, pow10(8), 'ceil');

export function summarize(s: FormState, last: string | null): OrderSummary {
  const { base, quote } = s.spec;
  const amount = positive(s.amount);
  if (amount === null) return EMPTY;
  if (s.type === 'limit') {
    const price = positive(s.price);
    // A sell locks its quantity whatever the price; a buy locks price x quantity.
    if (price === null) return s.side === 'sell' ? { ...EMPTY, lock: { atoms: amount, asset: base } } : EMPTY;
    const total = quoteValue(price, amount);
    if (s.side === 'buy') {
      const fee = feeOf(amount);
      return { total: { atoms: total, asset: quote }, fee: { atoms: fee, asset: base }, receive: { atoms: amount - fee, asset: base }, lock: { atoms: total, asset: quote }, estimated: [] };
    }
    const fee = feeOf(total);
    return { total: { atoms: total, asset: quote }, fee: { atoms: fee, asset: quote }, receive: { atoms: total - fee, asset: quote }, lock: { atoms: amount, asset: base }, estimated: [] };
  }
  const price = positive(last);
  if (s.side === 'buy') {
    // A market buy spends a budget: what it gets depends on the book, estimated here at the last price.
    const lock: Money = { atoms: amount, asset: quote };
    if (price === null) return { ...EMPTY, total: lock, lock };
    const raw = mulDiv(amount, pow10(8), price, 'floor');
    const qty = raw - (raw % lotAtoms(s.spec));
    const fee = feeOf(qty);
    return { total: lock, fee: { atoms: fee, asset: base }, receive: { atoms: qty - fee, asset: base }, lock, estimated: ['fee', 'receive'] };
  }
  const lock: Money = { atoms: amount, asset: base };
  if (price === null) return { ...EMPTY, lock };
  const total = mulDiv(price, amount, pow10(8), 'floor');
  const fee = feeOf(total);
  return { total: { atoms: total, asset: quote }, fee: { atoms: fee, asset: quote }, receive: { atoms: total - fee, asset: quote }, lock, estimated: ['total', 'fee', 'receive'] };
}
