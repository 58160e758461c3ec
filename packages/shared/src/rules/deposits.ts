import { pow10, tryParseAmount, type Atoms } from '../money.js';

/** A bound far above any real deposit (a billion coins) that keeps amounts well inside a 64-bit column. */
export const MAX_DEPOSIT_UNITS = 1_000_000_000n;

export type DepositAmountError = 'deposit_amount_required' | 'deposit_amount_integer' | 'deposit_amount_below_min' | 'deposit_amount_too_large';

/**
 * The smallest deposit in atoms: deposits are whole numbers of the coin, so a minimum below one coin (0.01 ETH)
 * means one coin, and a fractional minimum rounds up to the next whole coin.
 */
export function depositMinimum(minAtoms: Atoms, decimals: number): Atoms {
  const unit = pow10(decimals);
  const whole = minAtoms <= 0n ? unit : ((minAtoms + unit - 1n) / unit) * unit;
  return whole < unit ? unit : whole;
}

/**
 * A deposit amount as the wire sends it: required, a whole number of the coin, at least its minimum (and at least
 * one coin), at most a billion coins. The first failing rule is answered as the server's error key.
 */
export function checkDepositAmount(text: string | undefined, rule: { decimals: number; minAtoms: Atoms }):
  { ok: true; atoms: Atoms } | { ok: false; error: DepositAmountError } {
  if (text === undefined || text === '') return { ok: false, error: 'deposit_amount_required' };
  const atoms = tryParseAmount(text, rule.decimals);
  const unit = pow10(rule.decimals);
  if (atoms === null || atoms % unit !== 0n) return { ok: false, error: 'deposit_amount_integer' };
  if (atoms < depositMinimum(rule.minAtoms, rule.decimals)) return { ok: false, error: 'deposit_amount_below_min' };
  if (atoms > MAX_DEPOSIT_UNITS * unit) return { ok: false, error: 'deposit_amount_too_large' };
  return { ok: true, atoms };
}
