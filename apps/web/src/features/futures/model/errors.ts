import { tryParseAmount, type Atoms } from '@candor/shared';
import type { PositionSide } from './contract';
import type { FormState } from './form';
import { lotsOf, type OrderSummary } from './summary';

export type FieldName = 'price' | 'lots' | 'tp' | 'sl';

/** Keys under `futures:errors.`, each with the field it belongs to and its typed parameters. */
export type FormError =
  | { field: 'price'; key: 'price_required' | 'price_invalid' }
  | { field: 'lots'; key: 'lots_required' | 'lots_invalid' | 'insufficient_margin' }
  | { field: 'lots'; key: 'lots_max'; params: { max: number } }
  | { field: 'tp'; key: 'tp_required' | 'tp_invalid' | 'tp_side_long' | 'tp_side_short' }
  | { field: 'sl'; key: 'sl_required' | 'sl_invalid' | 'sl_side_long' | 'sl_side_short' };

/** A TP or SL against a reference price: 'ok', or what is wrong (the seed's rule: each on its correct side). */
export function stopSide(kind: 'tp' | 'sl', side: PositionSide, stop: Atoms, ref: Atoms): boolean {
  const above = stop > ref;
  const below = stop < ref;
  if (kind === 'tp') return side === 'long' ? above : below;
  return side === 'long' ? below : above;
}

/**
 * TP and SL checks shared by the open form and the set-stop sheet: `required` makes empty fields errors (set-stop
 * asks both); `ref` is the price they are checked against (the entry or the mark), null when unknown.
 */
export function checkStops(side: PositionSide, tp: string, sl: string, ref: Atoms | null, required: boolean): FormError[] {
  const errors: FormError[] = [];
  const one = (kind: 'tp' | 'sl', text: string): void => {
    if (text.trim() === '') {
      if (required) errors.push(kind === 'tp' ? { field: 'tp', key: 'tp_required' } : { field: 'sl', key: 'sl_required' });
      return;
    }
    const v = tryParseAmount(text);
    if (v === null || v <= 0n) {
      errors.push(kind === 'tp' ? { field: 'tp', key: 'tp_invalid' } : { field: 'sl', key: 'sl_invalid' });
      return;
    }
    if (ref !== null && !stopSide(kind, side, v, ref)) {
      if (kind === 'tp') errors.push({ field: 'tp', key: side === 'long' ? 'tp_side_long' : 'tp_side_short' });
      else errors.push({ field: 'sl', key: side === 'long' ? 'sl_side_long' : 'sl_side_short' });
    }
  };
  one('tp', tp);
  one('sl', sl);
  return errors;
}

/** Every error of the open form, in field order; `available` is the futures account's USDT (null: unknown). */
export function validate(s: FormState, summary: OrderSummary, available: Atoms | null): FormError[] {
  const errors: FormError[] = [];
  if (s.type === 'limit') {
    if (s.price.trim() === '') errors.push({ field: 'price', key: 'price_required' });
    else if (summary.price === null) errors.push({ field: 'price', key: 'price_invalid' });
  }
  const lots = lotsOf(s.lots);
  if (s.lots.trim() === '') errors.push({ field: 'lots', key: 'lots_required' });
  else if (lots === null) errors.push({ field: 'lots', key: 'lots_invalid' });
  else if (lots > s.contract.maxLots) errors.push({ field: 'lots', key: 'lots_max', params: { max: s.contract.maxLots } });
  else if (available !== null && summary.margin !== null && summary.fee !== null && summary.margin + summary.fee > available) {
    errors.push({ field: 'lots', key: 'insufficient_margin' });
  }
  if (s.tpsl) errors.push(...checkStops(s.side, s.tp, s.sl, summary.price, false));
  return errors;
}

/** What the form shows: nothing before the first submit, except input that is already wrong. */
export function visibleErrors(errors: readonly FormError[], s: FormState): FormError[] {
  if (s.submitted) return [...errors];
  return errors.filter((e) => !e.key.endsWith('_required') && e.key !== 'insufficient_margin');
}

export const errorOf = (errors: readonly FormError[], field: FieldName): FormError | undefined => errors.find((e) => e.field === field);
