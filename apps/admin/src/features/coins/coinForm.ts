import { formatAmount, isNetworkCode, isValidAddress, parseDepositStep, tryParseAmount } from '@candor/shared';
import { bpsAsPercent } from '../../ui/money';
import { capitalised, typedText } from '../../ui/text';
import type { CoinSettings } from './types';

/**
 * The coin settings form as plain functions: its values, their checks (the server's rules, so a mistake shows
 * under the field before anything is sent), the body of only what changed, and a one-line summary.
 */

export type CoinFormValues = {
  deposit_enabled: boolean; withdraw_enabled: boolean; min_deposit: string; deposit_step: string; min_withdraw: string;
  withdraw_fee_bps: string | number; review_threshold: string;
};
export type CoinAmountField = 'min_deposit' | 'min_withdraw' | 'review_threshold';
export type CoinFormErrors = Partial<Record<keyof CoinFormValues, string>>;
/** The body of POST admin/coins/:asset: switches as '1' / '0', amounts as decimal strings, the fee in basis points. */
export type CoinPatchBody = Partial<Record<keyof CoinFormValues, string>>;

/** The highest fee the server takes: 5000 basis points, 50 %. */
export const MAX_FEE_BPS = 5000;
/** Settings stay far inside a 64-bit column (the server's bound): at most a billion units of the coin. */
const MAX_UNITS = 1_000_000_000n;
const AMOUNT_FIELDS: readonly CoinAmountField[] = ['min_deposit', 'min_withdraw', 'review_threshold'];

export function coinFormValues(c: CoinSettings): CoinFormValues {
  return {
    deposit_enabled: c.deposit_enabled, withdraw_enabled: c.withdraw_enabled, min_deposit: c.min_deposit, deposit_step: c.deposit_step,
    min_withdraw: c.min_withdraw, withdraw_fee_bps: String(c.withdraw_fee_bps), review_threshold: c.review_threshold,
  };
}

/** The atoms of a setting amount, or null when it is not a decimal of at most `decimals` places in range. */
function settingAtoms(v: unknown, decimals: number): bigint | null {
  const atoms = tryParseAmount(typedText(v), decimals);
  return atoms === null || atoms < 0n || atoms > MAX_UNITS * 10n ** BigInt(decimals) ? null : atoms;
}

/** The basis points typed, or null when they are not a whole number from 0 to MAX_FEE_BPS. */
function feeBps(v: unknown): number | null {
  const t = typedText(v);
  return /^\d{1,5}$/.test(t) && Number(t) <= MAX_FEE_BPS ? Number(t) : null;
}

/** Each field's problem, in words under the field; an empty object when the form may be saved. */
export function coinFormErrors(v: Partial<Record<keyof CoinFormValues, unknown>>, decimals: number): CoinFormErrors {
  const errors: CoinFormErrors = {};
  for (const f of AMOUNT_FIELDS) {
    if (typedText(v[f]) === '') errors[f] = 'Required.';
    else if (settingAtoms(v[f], decimals) === null) errors[f] = `A number from 0 to 1,000,000,000 with at most ${decimals} decimal places.`;
  }
  // The shared deposit rule's step: positive, at most a million coins (the server checks the same).
  if (typedText(v.deposit_step) === '') errors.deposit_step = 'Required.';
  else if (parseDepositStep(typedText(v.deposit_step), decimals) === null) {
    errors.deposit_step = `A number above 0 and at most 1,000,000 with at most ${decimals} decimal places (1 = whole numbers).`;
  }
  if (typedText(v.withdraw_fee_bps) === '') errors.withdraw_fee_bps = 'Required.';
  else if (feeBps(v.withdraw_fee_bps) === null) errors.withdraw_fee_bps = `A whole number of basis points from 0 to ${MAX_FEE_BPS} (50 %).`;
  return errors;
}

/** Only what changed against the saved coin, in the server's spelling; {} when nothing did. Call after the checks. */
export function coinPatch(before: CoinSettings, v: CoinFormValues): CoinPatchBody {
  const body: CoinPatchBody = {};
  if (v.deposit_enabled !== before.deposit_enabled) body.deposit_enabled = v.deposit_enabled ? '1' : '0';
  if (v.withdraw_enabled !== before.withdraw_enabled) body.withdraw_enabled = v.withdraw_enabled ? '1' : '0';
  for (const f of AMOUNT_FIELDS) {
    const next = settingAtoms(v[f], before.decimals);
    if (next !== null && next !== settingAtoms(before[f], before.decimals)) body[f] = formatAmount(next, before.decimals);
  }
  const step = parseDepositStep(typedText(v.deposit_step), before.decimals);
  if (step !== null && step !== parseDepositStep(before.deposit_step, before.decimals)) body.deposit_step = formatAmount(step, before.decimals);
  const bps = feeBps(v.withdraw_fee_bps);
  if (bps !== null && bps !== before.withdraw_fee_bps) body.withdraw_fee_bps = String(bps);
  return body;
}

/** One line that says what the settings mean for a user (or that some field needs fixing first). */
export function coinSummary(asset: string, v: Partial<Record<keyof CoinFormValues, unknown>>, decimals: number): string {
  if (Object.keys(coinFormErrors(v, decimals)).length > 0) return 'Fix the fields marked in red to see what the settings mean for users.';
  const step = typedText(v.deposit_step);
  const steps = step === '1' ? 'in whole numbers' : `in steps of ${step} ${asset}`;
  const deposits = v.deposit_enabled ? `deposits open from ${typedText(v.min_deposit)} ${asset} ${steps}` : 'deposits closed';
  const fee = bpsAsPercent(v.withdraw_fee_bps);
  const withdrawals = v.withdraw_enabled ? `withdrawals open from ${typedText(v.min_withdraw)} ${asset}${fee ? ` with a ${fee} fee` : ''}` : 'withdrawals closed';
  return `${capitalised(deposits)}; ${withdrawals}; two admins approve from ${typedText(v.review_threshold)} ${asset}.`;
}

/** The problem with a deposit address for a network, or null; an empty address clears the network's. */
export function addressProblem(network: string, address: string): string | null {
  const a = address.trim();
  if (a === '') return null;
  if (!isNetworkCode(network)) return `${network} is not a network the platform knows.`;
  return isValidAddress(network, a) ? null : `Not a valid ${network} address (the checksum is checked too).`;
}
