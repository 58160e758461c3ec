import { USER_LEDGER_REASONS, type UserLedgerReason, type WalletStatementLine } from '@candor/shared';
import { atomsOf } from './money';
import type { AccountKind } from './overview';

/** One line of wallet/legal_log: the change of one account by one ledger entry (the API contract's shape). */
export type StatementLine = WalletStatementLine;

/**
 * The ledger reasons a user's own accounts can carry (the shared ledger vocabulary): each has a text under
 * `wallet:reason.<code>`; a code this list does not know yet shows as `reason.other` with the code itself.
 */
export const KNOWN_REASONS = USER_LEDGER_REASONS;
export type KnownReason = UserLedgerReason;

export const isKnownReason = (code: string): code is KnownReason => (KNOWN_REASONS as readonly string[]).includes(code);

/** The translation of a reason: its own key when known, else the fallback with the raw code as parameter. */
export function reasonLabel(code: string): { key: `reason.${KnownReason}` | 'reason.other'; params: { code: string } } {
  return { key: isKnownReason(code) ? `reason.${code}` : 'reason.other', params: { code } };
}

/**
 * How a line reads: the signed change of the account's total, and, when the entry moved money between available
 * and locked (an order's lock, a withdrawal request), the two halves of it.
 */
export type LineView = { amount: string; tone: 'up' | 'down' | 'plain'; split: { available: string; locked: string } | null };

export function lineView(l: StatementLine): LineView {
  const total = atomsOf(l.amount);
  const tone = total > 0n ? 'up' : total < 0n ? 'down' : 'plain';
  const split = atomsOf(l.locked_change) !== 0n ? { available: l.available_change, locked: l.locked_change } : null;
  return { amount: l.amount, tone, split };
}

/** The statement's filters: one coin or all, one account kind or all. */
export type StatementFilters = { coin: string | null; kind: AccountKind | null };

export const NO_FILTERS: StatementFilters = { coin: null, kind: null };

/** The query of one page of the statement; absent filters are left out, so the server answers everything. */
export function statementQuery(f: StatementFilters, page: number, limit: number): { page: number; limit: number; coin?: string; type?: AccountKind } {
  return { page, limit, ...(f.coin ? { coin: f.coin } : {}), ...(f.kind ? { type: f.kind } : {}) };
}

/** A line's list key: the entry and the account it changed (one entry may change several of the user's accounts). */
export const lineKey = (l: StatementLine): string => `${l.entry_id}:${l.coin}:${l.kind}`;
