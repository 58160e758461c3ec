import { MoneyError, parseAmount, pow10, type Atoms } from '../money.js';

/**
 * The most atoms a transfer may name (10^10 whole units at 8 places): far beyond any balance, and far enough below
 * the 64-bit limit of the balance columns that no arithmetic on it can overflow in SQL.
 */
export const MAX_TRANSFER_ATOMS = pow10(18);

export type TransferAmountError = 'transfer_amount_required' | 'transfer_amount_invalid' | 'transfer_amount_decimals' | 'transfer_amount_too_large';

/**
 * The amount of a transfer between a user's own accounts as the wire sends it: a plain decimal above zero with at
 * most `decimals` places (strict: " 5 " and "00005" are refused). The first failing rule is the server's error key.
 */
export function checkTransferAmount(text: string | undefined, decimals: number): { ok: true; atoms: Atoms } | { ok: false; error: TransferAmountError } {
  if (text === undefined || text === '') return { ok: false, error: 'transfer_amount_required' };
  let atoms: Atoms;
  try {
    atoms = parseAmount(text, decimals);
  } catch (e) {
    if (e instanceof MoneyError && e.code === 'too_many_decimals') return { ok: false, error: 'transfer_amount_decimals' };
    if (e instanceof MoneyError) return { ok: false, error: 'transfer_amount_invalid' };
    throw e;
  }
  if (atoms <= 0n) return { ok: false, error: 'transfer_amount_invalid' };
  if (atoms > MAX_TRANSFER_ATOMS) return { ok: false, error: 'transfer_amount_too_large' };
  return { ok: true, atoms };
}
