import { formatAmount, pow10, tryParseAmount, type Atoms } from '../money.js';

/** A bound far above any real deposit (a billion coins) that keeps amounts well inside a 64-bit column. */
export const MAX_DEPOSIT_UNITS = 1_000_000_000n;

export type DepositAmountError =
  | 'deposit_amount_required' | 'deposit_amount_integer' | 'deposit_amount_step' | 'deposit_amount_below_min' | 'deposit_amount_too_large';

/**
 * A coin's deposit rule as the operator set it (data, per coin): its places, its minimum and its step, in atoms.
 * Stablecoins take whole numbers (step one coin), BTC steps of 0.0001, ETH of 0.001 (decisions.md, Deposits).
 */
export type DepositRule = { decimals: number; minAtoms: Atoms; stepAtoms: Atoms };

/** The step in atoms: at least one atom (a step of 0 would mean no step). */
export const depositStep = (rule: DepositRule): Atoms => (rule.stepAtoms > 0n ? rule.stepAtoms : 1n);

/** Whether the step is one whole coin: the page then says "whole numbers" and the error "not a whole number". */
export const isWholeStep = (rule: DepositRule): boolean => depositStep(rule) === pow10(rule.decimals);

/** The smallest deposit in atoms: the minimum rounded up to a multiple of the step, and at least one step. */
export function depositMinimum(rule: DepositRule): Atoms {
  const step = depositStep(rule);
  const up = rule.minAtoms <= 0n ? step : ((rule.minAtoms + step - 1n) / step) * step;
  return up < step ? step : up;
}

/** The limits as the page, its notes and the server's messages show them: decimal strings of the coin. */
export function depositLimits(rule: DepositRule): { min: string; step: string; whole: boolean } {
  return { min: formatAmount(depositMinimum(rule), rule.decimals), step: formatAmount(depositStep(rule), rule.decimals), whole: isWholeStep(rule) };
}

/**
 * A deposit amount as the wire sends it: required, a multiple of the coin's step (whole numbers for stablecoins),
 * at least its minimum, at most a billion coins. The first failing rule is answered as the server's error key.
 */
export function checkDepositAmount(text: string | undefined, rule: DepositRule):
  { ok: true; atoms: Atoms } | { ok: false; error: DepositAmountError } {
  if (text === undefined || text === '') return { ok: false, error: 'deposit_amount_required' };
  const atoms = tryParseAmount(text, rule.decimals);
  if (atoms === null || atoms % depositStep(rule) !== 0n) return { ok: false, error: isWholeStep(rule) ? 'deposit_amount_integer' : 'deposit_amount_step' };
  if (atoms < depositMinimum(rule)) return { ok: false, error: 'deposit_amount_below_min' };
  if (atoms > MAX_DEPOSIT_UNITS * pow10(rule.decimals)) return { ok: false, error: 'deposit_amount_too_large' };
  return { ok: true, atoms };
}

/** The largest deposit step the operator may set (a million coins); any positive step up to it is valid. */
export const MAX_DEPOSIT_STEP_UNITS = 1_000_000n;

/** A deposit step typed in the back office: a positive decimal of the coin's places, at most a million coins; null otherwise. */
export function parseDepositStep(text: string, decimals: number): Atoms | null {
  const atoms = tryParseAmount(text.trim(), decimals);
  return atoms === null || atoms <= 0n || atoms > MAX_DEPOSIT_STEP_UNITS * pow10(decimals) ? null : atoms;
}
