import { formatAmount, tryParseAmount } from '@candor/shared';
import { typedText } from './text';

/**
 * Amounts in the back office are shown exactly, every atom, never truncated: an operator reconciles them against
 * the ledger, where the user app's 4-place display rule would hide a difference. Decimal strings in, strings out;
 * no float anywhere.
 */

/** Wider than any asset's places, so reading a wire amount never refuses or cuts one. */
const WIRE_DECIMALS = 18;

/** The atoms of a wire amount at WIRE_DECIMALS, or null when it is not a decimal string. */
function atomsOf(v: unknown): bigint | null {
  return typeof v === 'string' ? tryParseAmount(v.trim(), WIRE_DECIMALS) : null;
}

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An exact amount with its thousands grouped: "-1234567.5" -> "-1,234,567.5"; "" for a non-amount. */
export function showAmount(v: unknown): string {
  const atoms = atomsOf(v);
  if (atoms === null) return '';
  const exact = formatAmount(atoms, WIRE_DECIMALS);
  const negative = exact.startsWith('-');
  const [whole = '0', fraction] = (negative ? exact.slice(1) : exact).split('.');
  return `${negative ? '-' : ''}${group(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** An amount with its coin: "20,000 USDT". */
export const showMoney = (v: unknown, coin: string): string => `${showAmount(v)} ${coin}`;

/** An amount with a leading + when it is above zero (statement changes); "" for a non-amount. */
export function showChange(v: unknown): string {
  const shown = showAmount(v);
  return shown !== '' && (atomsOf(v) ?? 0n) > 0n ? `+${shown}` : shown;
}

/** -1, 0 or 1 by the sign of a wire amount; 0 for a non-amount. */
export function signOf(v: unknown): -1 | 0 | 1 {
  const atoms = atomsOf(v) ?? 0n;
  return atoms > 0n ? 1 : atoms < 0n ? -1 : 0;
}

/** Basis points as a percentage, exactly: 300 -> "3 %", 250 -> "2.5 %", 1 -> "0.01 %"; "" for a non-integer. */
export function bpsAsPercent(bps: unknown): string {
  const text = typedText(bps);
  if (!/^\d{1,9}$/.test(text)) return '';
  return `${formatAmount(BigInt(text), 2)} %`;
}

/** A long value (an address, a hash) shortened in the middle for a table cell: 6 characters, "…", the last 6. */
export function shorten(v: string): string {
  return v.length <= 14 ? v : `${v.slice(0, 6)}…${v.slice(-6)}`;
}
