import { DEFAULT_DECIMALS, formatAmount, tryParseAmount, type Atoms } from '@candor/shared';

/** Why an amount cannot be sent, as a translation key of the earn namespace (`form.<key>`) with its figures. */
export type AmountError =
  | { key: 'required' | 'invalid' }
  | { key: 'below_min'; min: string }
  | { key: 'above_max'; max: string }
  | { key: 'above_quota'; left: string }
  | { key: 'above_available'; available: string };

export type AmountLimits = {
  /** Decimal strings of the contract (the coin's atoms at 8 places). */
  min: string;
  max: string;
  quotaLeft?: string;
  /** The funding account's available balance; null when unknown (not logged in). */
  available: string | null;
};

export type AmountCheck = { atoms: Atoms | null; error: AmountError | null };

const atoms = (text: string): Atoms => tryParseAmount(text, DEFAULT_DECIMALS) ?? 0n;

/**
 * The amount field as the server checks it, before anything is sent: a plain decimal of at most 8 places, at least
 * the minimum, at most the maximum per order, the quota left and the funding account's available balance. The
 * first rule broken is the message (an empty field says nothing until something is typed: `required` only on send).
 */
export function checkAmount(text: string, limits: AmountLimits): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { atoms: null, error: { key: 'required' } };
  const value = tryParseAmount(trimmed, DEFAULT_DECIMALS);
  if (value === null || value <= 0n) return { atoms: null, error: { key: 'invalid' } };
  if (value < atoms(limits.min)) return { atoms: value, error: { key: 'below_min', min: limits.min } };
  const max = atoms(limits.max);
  if (max > 0n && value > max) return { atoms: value, error: { key: 'above_max', max: limits.max } };
  if (limits.quotaLeft !== undefined && value > atoms(limits.quotaLeft)) return { atoms: value, error: { key: 'above_quota', left: limits.quotaLeft } };
  if (limits.available !== null && value > atoms(limits.available)) return { atoms: value, error: { key: 'above_available', available: limits.available } };
  return { atoms: value, error: null };
}

/** A whole number of machines from 1 to `left` (mining); null when the text is not one. */
export function checkQuantity(text: string, left: number): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= left ? n : null;
}

/** Whether a decimal string of the contract is more than zero (exactly, in atoms). */
export const isPositive = (value: string): boolean => (tryParseAmount(value, DEFAULT_DECIMALS) ?? 0n) > 0n;

/** What an order may still take (lh/additionalDeposit): the product's maximum per order less its principal, never below zero. */
export function roomLeft(max: string, principal: string): string {
  const room = atoms(max) - atoms(principal);
  return formatAmount(room > 0n ? room : 0n, DEFAULT_DECIMALS);
}
