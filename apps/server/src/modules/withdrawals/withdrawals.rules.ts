import { divRound, formatAmount, tryParseAmount } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import type { CoinSettings } from '../coins/index.js';

/** The review promise the withdraw page shows: requests are reviewed and paid within 12 hours. */
export const WITHDRAWAL_ARRIVAL_HOURS = 12;
/** Entries of a user's address book per coin and network; bounds what one account can store. */
export const ADDRESSES_PER_COIN_NETWORK = 20;
/** Largest balance a 64-bit ledger column holds: no account can cover a withdrawal beyond it. */
const MAX_BALANCE_ATOMS = 2n ** 63n - 1n;

/**
 * The fee of a withdrawal: amount x bps / 10,000, rounded UP to the atom. Rounding down would let the charged fee
 * fall below the published rate (on small or split amounts, down to nothing); rounding up never charges less than
 * the rate and at most one atom more.
 */
export function withdrawalFee(amountAtoms: bigint, feeBps: number): bigint {
  return divRound(amountAtoms * BigInt(feeBps), 10_000n, 'ceil');
}

/** The fee rate as a decimal string: 300 bps is "0.03". */
export const feeRateOf = (feeBps: number): string => formatAmount(BigInt(feeBps), 4);

/** The UTC calendar day of an instant (YYYY-MM-DD): the per-day limit counts by it. */
export const utcDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * A requested amount with its fee, checked against the coin: a positive decimal with at most the coin's places, at
 * or above its minimum. Answers the first failing rule as an AppError.
 */
export function checkWithdrawAmount(text: string | undefined, coin: CoinSettings): { amount: bigint; fee: bigint } {
  if (text === undefined || text === '') fail('withdraw_amount_required');
  const decimals = coin.coin.decimals;
  // Strict on the wire (decisions.md, Money): " 5 " and "00005" are refused, not read as 5.
  const amount = tryParseAmount(text, decimals);
  if (amount === null || amount <= 0n) fail('withdraw_amount_invalid', { decimals });
  if (amount < coin.minWithdrawAtoms) fail('withdraw_amount_below_min', { min: formatAmount(coin.minWithdrawAtoms, decimals), coin: coin.asset });
  const fee = withdrawalFee(amount, coin.withdrawFeeBps);
  if (amount + fee > MAX_BALANCE_ATOMS) fail('insufficient_balance');
  return { amount, fee };
}
