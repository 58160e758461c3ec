import { atomsOf } from './money';
import { amountText, type TransferForm } from './transfer';

/** Keys under `wallet:errors.`, with the parameters each one is formatted with. */
export type TransferError =
  | { field: 'to'; key: 'same_account' }
  | { field: 'coin'; key: 'coin_required' }
  | { field: 'amount'; key: 'amount_required' | 'amount_invalid' }
  | { field: 'amount'; key: 'amount_precision'; params: { places: number } }
  | { field: 'amount'; key: 'insufficient'; params: { available: string; coin: string } };

/**
 * What the form knows besides itself: the coin's places, what the from-account holds of it (null while loading),
 * and the coins the wallet can transfer.
 */
export type TransferContext = { decimals: number; available: string | null; coins: readonly string[] };

const PLAIN = /^\d+(\.\d+)?$/;

/** Every error of the form in field order: the accounts, the coin, then the amount and the balance. */
export function validateTransfer(s: TransferForm, ctx: TransferContext): TransferError[] {
  const errors: TransferError[] = [];
  if (s.from === s.to) errors.push({ field: 'to', key: 'same_account' });
  if (s.coin === '' || (ctx.coins.length > 0 && !ctx.coins.includes(s.coin))) errors.push({ field: 'coin', key: 'coin_required' });
  const v = amountText(s.amount);
  if (v === '') return [...errors, { field: 'amount', key: 'amount_required' }];
  if (!PLAIN.test(v)) return [...errors, { field: 'amount', key: 'amount_invalid' }];
  if ((v.split('.')[1]?.length ?? 0) > ctx.decimals) return [...errors, { field: 'amount', key: 'amount_precision', params: { places: ctx.decimals } }];
  const atoms = atomsOf(v);
  if (atoms <= 0n) return [...errors, { field: 'amount', key: 'amount_invalid' }];
  if (ctx.available !== null && atoms > atomsOf(ctx.available)) {
    errors.push({ field: 'amount', key: 'insufficient', params: { available: ctx.available, coin: s.coin } });
  }
  return errors;
}

/**
 * The errors to show now: all of them once Confirm was pressed; before that only what the user already typed wrong
 * (a missing amount is not an error while the field is still empty).
 */
export function visibleErrors(errors: readonly TransferError[], s: TransferForm): TransferError[] {
  if (s.submitted) return [...errors];
  return errors.filter((e) => e.key !== 'amount_required' && e.key !== 'coin_required');
}

export const errorOf = (errors: readonly TransferError[], field: TransferError['field']): TransferError | undefined =>
  errors.find((e) => e.field === field);
