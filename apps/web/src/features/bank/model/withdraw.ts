import { bankWithdrawalFee, checkBankAmount, fiatAmountOf, formatAmount, tryParseAmount } from '@candor/shared';

export type Preview = { fee: string; total: string; fiat: string } | null;

/**
 * What a bank withdrawal of `amount` USDT would take and pay at `rate` (units per USDT, a decimal string) in a
 * currency of `decimals` places: the same rules the server charges with. Null until the amount is valid.
 */
export function previewOf(amount: string, rate: string | undefined, decimals: number): Preview {
  const checked = checkBankAmount(amount);
  const rateAtoms = rate === undefined ? null : tryParseAmount(rate, 8);
  if (!checked.ok || rateAtoms === null) return null;
  const fee = bankWithdrawalFee(checked.amount);
  return {
    fee: formatAmount(fee, 8), total: formatAmount(checked.amount + fee, 8),
    fiat: formatAmount(fiatAmountOf(checked.amount, rateAtoms, decimals), decimals),
  };
}

export type AmountProblem = 'required' | 'invalid' | 'min' | 'balance' | null;

/** Why the amount cannot be sent yet (the server says it too, in its words). */
export function amountProblem(amount: string, availableText: string): AmountProblem {
  const checked = checkBankAmount(amount);
  if (!checked.ok) return checked.error === 'withdraw_amount_required' ? 'required' : checked.error === 'bank_amount_below_min' ? 'min' : 'invalid';
  const available = tryParseAmount(availableText, 8) ?? 0n;
  return checked.amount + checked.fee > available ? 'balance' : null;
}
