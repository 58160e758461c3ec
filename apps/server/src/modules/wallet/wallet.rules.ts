import { isUserAccountKind as isAccountKind, MoneyError, parseAmount, pow10, USER_ACCOUNT_KINDS, type UserAccountKind } from '@candor/shared';
import { fail } from '../../platform/http/errors.js';

/** The user's account kinds (decisions.md, the shared ledger vocabulary); funding is also the spot account. */
export const ACCOUNT_KINDS = USER_ACCOUNT_KINDS;
export type AccountKind = UserAccountKind;

/** An account kind from the request (case-insensitive), the fallback when absent, account_kind_invalid otherwise. */
export function accountKindOf(value: string | undefined, fallback?: AccountKind): AccountKind {
  const v = value?.trim().toLowerCase();
  if ((v === undefined || v === '') && fallback) return fallback;
  if (!isAccountKind(v)) fail('account_kind_invalid');
  return v;
}

/**
 * The most atoms a request may name (10^10 whole units at 8 places): far beyond any balance, and far enough below
 * the 64-bit limit of the balance columns that no arithmetic on it can overflow in SQL.
 */
export const MAX_AMOUNT_ATOMS = pow10(18);

/** A transfer amount: a plain decimal string above zero with at most `decimals` places, in atoms. */
export function transferAmountOf(value: string | undefined, decimals: number): bigint {
  // Strict on the wire (decisions.md, Money): " 5 " and "00005" are refused, not read as 5.
  const text = value ?? '';
  if (text === '') fail('transfer_amount_required');
  let atoms: bigint;
  try {
    atoms = parseAmount(text, decimals);
  } catch (e) {
    if (e instanceof MoneyError && e.code === 'too_many_decimals') fail('transfer_amount_decimals', { decimals });
    fail('transfer_amount_invalid');
  }
  if (atoms <= 0n) fail('transfer_amount_invalid');
  if (atoms > MAX_AMOUNT_ATOMS) fail('transfer_amount_too_large');
  return atoms;
}

/**
 * The value of `atoms` of an asset with `decimals` places in USDT atoms (8 places), at `price` USDT atoms per whole
 * unit; rounded down, so a valuation never shows more than the holding is worth.
 */
export function usdtValueOf(atoms: bigint, decimals: number, price: bigint): bigint {
  const scaled = atoms * price;
  const unit = pow10(decimals);
  return scaled >= 0n ? scaled / unit : -((-scaled + unit - 1n) / unit);
}

/**
 * A ledger reason as a stable code and its detail: spot postings carry the market after the code
 * ("spot_trade BTC/USDT"), which the UI shows beside the translated code.
 */
export function reasonParts(reason: string): { reason: string; detail: string | null } {
  const space = reason.indexOf(' ');
  return space < 0 ? { reason, detail: null } : { reason: reason.slice(0, space), detail: reason.slice(space + 1) };
}
