import { checkDepositAmount, depositLimits, isValidTxHash, type DepositRule, type NetworkCode } from '@candor/shared';
import { AppError } from '../../platform/http/errors.js';
import type { CoinSettings } from '../coins/index.js';

/** Block confirmations a deposit waits for (seed section 9), shown on the deposit page. */
export const DEPOSIT_CONFIRMATIONS = 5;

/** A coin's deposit rule as the operator set it: its places, minimum and step (packages/shared/src/rules/deposits.ts). */
export const depositRuleOf = (coin: CoinSettings): DepositRule => ({
  decimals: coin.coin.decimals, minAtoms: coin.minDepositAtoms, stepAtoms: coin.depositStepAtoms,
});

/**
 * The deposit amount by the shared rule: required, a multiple of the coin's step (whole numbers for stablecoins), at
 * least its minimum, at most a billion coins. The step and minimum errors name the step and minimum.
 */
export function parseDepositAmount(text: string | undefined, coin: CoinSettings): bigint {
  // Numbers on the wire are strict (decisions.md, Money): " 5 " and "00005" are refused, not read as 5.
  const rule = depositRuleOf(coin);
  const checked = checkDepositAmount(text, rule);
  if (!checked.ok) {
    const { min, step } = depositLimits(rule);
    throw new AppError(checked.error, { coin: coin.asset, min, step });
  }
  return checked.atoms;
}

/** The optional transaction hash, checked against the network's format and kept in lower case; null when not given. */
export function parseTxHash(text: string | undefined, network: NetworkCode): string | null {
  const raw = text?.trim() ?? '';
  if (raw === '') return null;
  if (!isValidTxHash(network, raw)) throw new AppError('deposit_hash_invalid');
  return raw.toLowerCase();
}

/** The id of the transfer proof upload: required, a positive integer. */
export function parseProofId(text: string | undefined): number {
  const raw = text ?? '';
  if (raw === '') throw new AppError('deposit_proof_required');
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2 ** 31) throw new AppError('deposit_proof_invalid');
  return Number(raw);
}

/** A rejection reason: required, trimmed, at most 500 characters. */
export function parseRejectReason(text: string | undefined): string {
  const reason = text?.trim() ?? '';
  if (reason === '') throw new AppError('deposit_reason_required');
  if (reason.length > 500) throw new AppError('validation_failed', { field: 'reason' });
  return reason;
}
