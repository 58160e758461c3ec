import { checkTransferAmount, isUserAccountKind as isAccountKind, MAX_TRANSFER_ATOMS, pow10, USER_ACCOUNT_KINDS, type UserAccountKind } from '@candor/shared';
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

/** The most atoms a transfer may name (the shared rule's bound, packages/shared/src/rules/transfers.ts). */
export const MAX_AMOUNT_ATOMS = MAX_TRANSFER_ATOMS;

/** A transfer amount in atoms by the shared rule; its refusal is the rule's error (with the places for too many decimals). */
export function transferAmountOf(value: string | undefined, decimals: number): bigint {
  const checked = checkTransferAmount(value, decimals);
  if (checked.ok) return checked.atoms;
  if (checked.error === 'transfer_amount_decimals') fail('transfer_amount_decimals', { decimals });
  fail(checked.error);
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
