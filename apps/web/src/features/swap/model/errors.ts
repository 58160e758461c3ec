import { formatAmount, parseAmount, type Atoms } from '@candor/shared';
import { pairOf, type SwapForm } from './form';

/** Keys under `swap:errors.`; the parameters each one is formatted with are typed beside it. */
export type SwapError =
  | { field: 'pair'; key: 'same_asset' }
  | { field: 'amount'; key: 'amount_required' | 'amount_invalid' }
  | { field: 'amount'; key: 'amount_precision'; params: { places: number; asset: string } }
  | { field: 'amount'; key: 'amount_below_min'; params: { min: string; asset: string } }
  | { field: 'amount'; key: 'insufficient_balance'; params: { asset: string } };

/**
 * What the form knows besides itself: the places of the `from` asset (null while unknown), what the funding
 * account holds of it (null for a visitor or while loading) and the smallest swap of the pair (null until quoted).
 */
export type SwapContext = { decimals: number | null; available: Atoms | null; min: Atoms | null };

const PLAIN = /^\d+(\.\d+)?$/;

/** The amount field's text as a number: a trailing point while typing counts as nothing after it. */
export const amountText = (text: string): string => text.trim().replace(/\.$/, '');

export type AmountCheck = { ok: true; atoms: Atoms } | { ok: false; why: 'required' | 'invalid' | 'precision' };

/** A positive decimal with at most `decimals` places (ledger atoms of 8 places), or what is wrong with it. */
export function checkAmount(text: string, decimals: number): AmountCheck {
  const v = amountText(text);
  if (v === '') return { ok: false, why: 'required' };
  if (!PLAIN.test(v)) return { ok: false, why: 'invalid' };
  if ((v.split('.')[1]?.length ?? 0) > Math.min(decimals, 8)) return { ok: false, why: 'precision' };
  const atoms = parseAmount(v);
  return atoms > 0n ? { ok: true, atoms } : { ok: false, why: 'invalid' };
}

/** Every error of the form in field order: the pair, then the amount, its minimum and the balance. */
export function validate(s: SwapForm, ctx: SwapContext): SwapError[] {
  const errors: SwapError[] = [];
  const { from, to } = pairOf(s);
  if (from === to) errors.push({ field: 'pair', key: 'same_asset' });
  const check = checkAmount(s.amount, ctx.decimals ?? 8);
  if (!check.ok) {
    if (check.why === 'required') errors.push({ field: 'amount', key: 'amount_required' });
    else if (check.why === 'invalid') errors.push({ field: 'amount', key: 'amount_invalid' });
    else errors.push({ field: 'amount', key: 'amount_precision', params: { places: ctx.decimals ?? 8, asset: from } });
    return errors;
  }
  if (ctx.min !== null && check.atoms < ctx.min) {
    errors.push({ field: 'amount', key: 'amount_below_min', params: { min: formatAmount(ctx.min), asset: from } });
  } else if (ctx.available !== null && check.atoms > ctx.available) {
    errors.push({ field: 'amount', key: 'insufficient_balance', params: { asset: from } });
  }
  return errors;
}

/** The errors to show now: an empty amount only once a submit was attempted, anything else as soon as it is typed. */
export function visibleErrors(errors: readonly SwapError[], s: Pick<SwapForm, 'submitted'>): SwapError[] {
  return s.submitted ? [...errors] : errors.filter((e) => e.key !== 'amount_required');
}

export const errorOf = (errors: readonly SwapError[], field: SwapError['field']): SwapError | undefined => errors.find((e) => e.field === field);
