import { tryParseAmount } from '@candor/shared';

/** The merchant's ad form as typed. */
export type AdDraft = {
  side: 'buy' | 'sell'; coin: string; fiat: string; price_type: 'fixed' | 'float'; fixed_price: string; margin: string;
  min_amount: string; max_amount: string; available: string; methods: number[]; payment_window: number; terms: string;
};

export type AdProblem = 'price' | 'margin' | 'limits' | 'available' | 'methods';

const positive = (s: string): boolean => { const v = tryParseAmount(s.trim()); return v !== null && v > 0n; };

/** The first thing wrong with a draft (the server checks again), or null. */
export function adProblem(d: AdDraft): AdProblem | null {
  if (d.price_type === 'fixed' && !positive(d.fixed_price)) return 'price';
  if (d.price_type === 'float' && !/^-?\d{1,2}(\.\d{1,2})?$/.test(d.margin.trim())) return 'margin';
  const min = tryParseAmount(d.min_amount.trim());
  const max = tryParseAmount(d.max_amount.trim());
  if (min === null || max === null || min <= 0n || max < min) return 'limits';
  if (!positive(d.available)) return 'available';
  if (d.methods.length === 0) return 'methods';
  return null;
}

/** The draft as the contract's form fields. */
export function adFields(d: AdDraft) {
  return {
    side: d.side, coin: d.coin, fiat: d.fiat, price_type: d.price_type,
    ...(d.price_type === 'fixed' ? { fixed_price: d.fixed_price.trim() } : { margin: d.margin.trim() }),
    min_amount: d.min_amount.trim(), max_amount: d.max_amount.trim(), available: d.available.trim(),
    payment_method_ids: d.methods.join(','), payment_window: String(d.payment_window), terms: d.terms.trim(),
  };
}
