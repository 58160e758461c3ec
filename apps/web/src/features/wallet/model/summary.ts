import { atomsOf, textOf } from './money';
import { amountText } from './transfer';

/** The balances of the coin in both accounts after the transfer, or null while the amount is not a valid one. */
export type TransferSummary = { fromAfter: string; toAfter: string } | null;

export function transferSummary(amount: string, fromAvailable: string | null, toAvailable: string | null, valid: boolean): TransferSummary {
  const v = amountText(amount);
  if (!valid || v === '' || fromAvailable === null || toAvailable === null) return null;
  const atoms = atomsOf(v);
  if (atoms <= 0n) return null;
  return { fromAfter: textOf(atomsOf(fromAvailable) - atoms), toAfter: textOf(atomsOf(toAvailable) + atoms) };
}
