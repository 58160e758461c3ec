import { divRound, formatAmount, tryParseAmount, withdrawalFee, type Atoms } from '@candor/shared';
import type { WithdrawCoin } from './coins';

/**
 * The money of a withdrawal, by the rule the server charges (packages/shared/src/rules/withdrawals.ts): the amount
 * typed is what arrives; the fee is amount x fee_bps / 10,000 rounded UP to the atom and comes on top; the funding
 * account pays amount + fee.
 */
export { withdrawalFee };

/** The largest amount whose amount + fee the available balance covers (what "All" fills in); 0 when nothing fits. */
export function maxWithdrawable(available: Atoms, feeBps: number): Atoms {
  if (available <= 0n) return 0n;
  // amount x (10,000 + bps) / 10,000 <= available, then down by the atom the fee's rounding up may add.
  let amount = divRound(available * 10_000n, 10_000n + BigInt(feeBps), 'floor');
  while (amount > 0n && amount + withdrawalFee(amount, feeBps) > available) amount -= 1n;
  return amount;
}

/** An amount as typed, in the coin's atoms; null when it is not a plain decimal within the coin's places. */
export const amountAtoms = (text: string, decimals: number): Atoms | null => {
  const v = text.trim();
  return v === '' ? null : tryParseAmount(v, decimals);
};

export type WithdrawSummary = { amount: Atoms; fee: Atoms; total: Atoms };

/** Amount received, fee and total deducted of a typed amount; null until it is a positive amount. */
export function summarize(text: string, coin: Pick<WithdrawCoin, 'decimals' | 'fee_bps'>): WithdrawSummary | null {
  const amount = amountAtoms(text, coin.decimals);
  if (amount === null || amount <= 0n) return null;
  const fee = withdrawalFee(amount, coin.fee_bps);
  return { amount, fee, total: amount + fee };
}

/** The summary's amounts as decimal strings of the coin, for display and for the request. */
export function summaryText(s: WithdrawSummary, decimals: number): { amount: string; fee: string; total: string } {
  return { amount: formatAmount(s.amount, decimals), fee: formatAmount(s.fee, decimals), total: formatAmount(s.total, decimals) };
}

/** The fee rate in percent ("3" for 300 bps), for the percent formatter. */
export const feePercent = (feeBps: number): string => formatAmount(BigInt(feeBps), 2);
