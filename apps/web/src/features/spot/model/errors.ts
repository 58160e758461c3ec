import { tryParseAmount, type Atoms } from '@candor/shared';
import { amountAsset, amountPlaces, type FormState } from './form';
import type { OrderSummary } from './summary';

export type FieldName = 'price' | 'amount';

/** Keys under `spot:errors.`; the parameters each one is formatted with are typed beside it. */
export type FormError =
  | { field: 'price'; key: 'price_required' | 'price_invalid' }
  | { field: 'price'; key: 'price_precision'; params: { places: number } }
  | { field: 'amount'; key: 'amount_required' | 'amount_invalid' }
  | { field: 'amount'; key: 'amount_precision'; params: { places: number; asset: string } }
  | { field: 'amount'; key: 'insufficient_balance' | 'insufficient_sellable'; params: { asset: string } };

const decimalsOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/** A positive decimal with at most `places` decimals: 'ok', or what is wrong with it. */
function check(text: string, places: number): 'required' | 'invalid' | 'precision' | 'ok' {
  if (text.trim() === '') return 'required';
  const v = tryParseAmount(text);
  if (v === null || v <= 0n) return 'invalid';
  return decimalsOf(text) > places ? 'precision' : 'ok';
}

/**
 * Every error of the form, in field order: price (limit orders), amount, then the balance. `available` is the
 * balance the order draws on (quote for a buy, base for a sell); null when unknown (a visitor, still loading).
 */
export function validate(s: FormState, summary: OrderSummary, available: Atoms | null): FormError[] {
  const errors: FormError[] = [];
  if (s.type === 'limit') {
    const price = check(s.price, s.spec.priceDecimals);
    if (price === 'required') errors.push({ field: 'price', key: 'price_required' });
    else if (price === 'invalid') errors.push({ field: 'price', key: 'price_invalid' });
    else if (price === 'precision') errors.push({ field: 'price', key: 'price_precision', params: { places: s.spec.priceDecimals } });
  }
  const places = amountPlaces(s);
  const amount = check(s.amount, places);
  if (amount === 'required') errors.push({ field: 'amount', key: 'amount_required' });
  else if (amount === 'invalid') errors.push({ field: 'amount', key: 'amount_invalid' });
  else if (amount === 'precision') errors.push({ field: 'amount', key: 'amount_precision', params: { places, asset: amountAsset(s) } });
  else if (available !== null && summary.lock !== null && summary.lock.atoms > available) {
    errors.push({ field: 'amount', key: s.side === 'buy' ? 'insufficient_balance' : 'insufficient_sellable', params: { asset: summary.lock.asset } });
  }
  return errors;
}

/** The errors to show now: a missing value only once a submit was attempted, anything else as soon as it is typed. */
export function visibleErrors(errors: readonly FormError[], s: Pick<FormState, 'submitted'>): FormError[] {
  return s.submitted ? [...errors] : errors.filter((e) => e.key !== 'price_required' && e.key !== 'amount_required');
}

export const errorOf = (errors: readonly FormError[], field: FieldName): FormError | undefined => errors.find((e) => e.field === field);
