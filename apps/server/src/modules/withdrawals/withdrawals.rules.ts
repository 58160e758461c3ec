import { checkWithdrawalAmount, feeRateOf, formatAmount, withdrawalFee } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';
import type { CoinSettings } from '../coins/index.js';

/** The review promise the withdraw page shows: requests are reviewed and paid within 12 hours. */
export const WITHDRAWAL_ARRIVAL_HOURS = 12;
/** Entries of a user's address book per coin and network; bounds what one account can store. */
export const ADDRESSES_PER_COIN_NETWORK = 20;
/** Largest balance a 64-bit ledger column holds: no account can cover a withdrawal beyond it. */
const MAX_BALANCE_ATOMS = 2n ** 63n - 1n;

/** The fee and its rate are the shared rules (packages/shared/src/rules/withdrawals.ts): the withdraw page shows the same figures. */
export { feeRateOf, withdrawalFee };

/** The UTC calendar day of an instant (YYYY-MM-DD): the per-day limit counts by it. */
export const utcDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * A requested amount with its fee, checked against the coin: a positive decimal with at most the coin's places, at
 * or above its minimum. Answers the first failing rule as an AppError.
 */
export function checkWithdrawAmount(text: string | undefined, coin: CoinSettings): { amount: bigint; fee: bigint } {
  const decimals = coin.coin.decimals;
  // Strict on the wire (decisions.md, Money): " 5 " and "00005" are refused, not read as 5.
  const checked = checkWithdrawalAmount(text, { decimals, minAtoms: coin.minWithdrawAtoms, feeBps: coin.withdrawFeeBps });
  if (!checked.ok) {
    if (checked.error === 'withdraw_amount_invalid') fail('withdraw_amount_invalid', { decimals });
    if (checked.error === 'withdraw_amount_below_min') fail('withdraw_amount_below_min', { min: formatAmount(coin.minWithdrawAtoms, decimals), coin: coin.asset });
    fail(checked.error);
  }
  const { amount, fee } = checked;
  if (amount + fee > MAX_BALANCE_ATOMS) fail('insufficient_balance');
  return { amount, fee };
}
