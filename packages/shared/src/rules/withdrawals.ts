import { divRound, formatAmount, tryParseAmount, type Atoms } from '../money.js';

/**
 * The fee of a withdrawal: amount x bps / 10,000, rounded UP to the atom. Rounding down would let the charged fee
 * fall below the published rate (on small or split amounts, down to nothing); rounding up never charges less than
 * the rate and at most one atom more. The server charges it; the withdraw page shows the same figure before sending.
 */
export function withdrawalFee(amountAtoms: Atoms, feeBps: number): Atoms {
  return divRound(amountAtoms * BigInt(feeBps), 10_000n, 'ceil');
}

/** The fee rate as a decimal string: 300 bps is "0.03". */
export const feeRateOf = (feeBps: number): string => formatAmount(BigInt(feeBps), 4);

export type WithdrawalAmountError = 'withdraw_amount_required' | 'withdraw_amount_invalid' | 'withdraw_amount_below_min';

/** What a withdrawal amount is checked against: the coin's places, its minimum in atoms and its fee rate. */
export type WithdrawalAmountRule = { decimals: number; minAtoms: Atoms; feeBps: number };

/**
 * A withdrawal amount as the wire sends it: required, a positive plain decimal with at most the coin's places, at
 * or above the coin's minimum; with its fee. The first failing rule is answered as the server's error key.
 */
export function checkWithdrawalAmount(text: string | undefined, rule: WithdrawalAmountRule):
  { ok: true; amount: Atoms; fee: Atoms } | { ok: false; error: WithdrawalAmountError } {
  if (text === undefined || text === '') return { ok: false, error: 'withdraw_amount_required' };
  const amount = tryParseAmount(text, rule.decimals);
  if (amount === null || amount <= 0n) return { ok: false, error: 'withdraw_amount_invalid' };
  if (amount < rule.minAtoms) return { ok: false, error: 'withdraw_amount_below_min' };
  return { ok: true, amount, fee: withdrawalFee(amount, rule.feeBps) };
}
