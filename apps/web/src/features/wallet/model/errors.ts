import { checkTransferAmount, type TransferAmountError } from '@candor/shared';
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

/** The form's error for a refusal of the shared amount rule (the server's); an amount beyond any balance is not a valid one. */
function amountError(error: TransferAmountError, places: number): TransferError {
  switch (error) {
    case 'transfer_amount_required': return { field: 'amount', key: 'amount_required' };
    case 'transfer_amount_decimals': return { field: 'amount', key: 'amount_precision', params: { places } };
    case 'transfer_amount_invalid':
    case 'transfer_amount_too_large': return { field: 'amount', key: 'amount_invalid' };
  }
}

/** Every error of the form in field order: the accounts, the coin, then the amount and the balance. */
export function validateTransfer(s: TransferForm, ctx: TransferContext): TransferError[] {
  const errors: TransferError[] = [];
  if (s.from === s.to) errors.push({ field: 'to', key: 'same_account' });
  if (s.coin === '' || (ctx.coins.length > 0 && !ctx.coins.includes(s.coin))) errors.push({ field: 'coin', key: 'coin_required' });
  const v = amountText(s.amount);
  const checked = checkTransferAmount(v, ctx.decimals);
  if (!checked.ok) return [...errors, amountError(checked.error, ctx.decimals)];
  if (ctx.available !== null && atomsOf(v) > atomsOf(ctx.available)) {
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
