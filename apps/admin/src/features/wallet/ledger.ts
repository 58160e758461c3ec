import { ACCOUNT_KIND_TEXT, isAccountKind, isLedgerReason, LEDGER_REASON_TEXT } from '@candor/shared';
import type { BalanceRow, KindTotal, Liabilities, LiabilityRow, StatementLine } from './types';
import { showAmount, signOf } from '../../ui/money';

/** The ledger reads of the back office (a user's statement, proof of liabilities) as plain functions. */

/** Who made a ledger entry: the user, a system job, or an admin (the audit log says which action). */
export function actorLabel(l: Pick<StatementLine, 'actor_type' | 'actor_id'>): string {
  if (l.actor_type === 'system') return 'system';
  return `${l.actor_type} #${l.actor_id}`;
}

/** The reason code of an entry with what follows it (a spot trade's market, a transfer's accounts). */
export function reasonLabel(l: Pick<StatementLine, 'reason' | 'detail'>): string {
  return l.detail ? `${l.reason} · ${l.detail}` : l.reason;
}

/** What a reason code means (the shared ledger vocabulary); an unknown code has no description. */
export const reasonText = (reason: string): string | null => (isLedgerReason(reason) ? LEDGER_REASON_TEXT[reason] : null);

/** An account kind as the reports name it, with its code. */
export const kindText = (kind: string): string => (isAccountKind(kind) ? `${ACCOUNT_KIND_TEXT[kind]} (${kind})` : kind);

/** How an entry moved the account: the total change, and the lock movement when there is one. */
export function movementNote(l: Pick<StatementLine, 'available_change' | 'locked_change'>): string {
  if (signOf(l.locked_change) === 0) return '';
  return `available ${showAmount(l.available_change)}, locked ${showAmount(l.locked_change)}`;
}

const modeRank = (m: 'real' | 'demo'): number => (m === 'real' ? 0 : 1);
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A user's balances: real before demo, then by asset and account kind; empty accounts left out. */
export function balanceRows(rows: readonly BalanceRow[]): BalanceRow[] {
  return rows
    .filter((r) => signOf(r.available) !== 0 || signOf(r.locked) !== 0)
    .sort((a, b) => modeRank(a.mode) - modeRank(b.mode) || byText(a.asset, b.asset) || byText(a.kind, b.kind));
}

/** The report's rows of one mode (or both, real first), by asset. */
export function liabilityRows(report: Pick<Liabilities, 'items'>, mode: 'real' | 'demo' | 'all' = 'all'): LiabilityRow[] {
  return report.items.filter((r) => mode === 'all' || r.mode === mode)
    .sort((a, b) => modeRank(a.mode) - modeRank(b.mode) || byText(a.asset, b.asset));
}

/** What follows a kind's total in a report cell: how many accounts when more than one, and what is locked. */
export function kindNote(k: KindTotal): string {
  const parts = [k.accounts > 1 ? `${k.accounts} accounts` : null, signOf(k.locked) !== 0 ? `${showAmount(k.locked)} locked` : null];
  return parts.filter((p): p is string => p !== null).join(', ');
}

/** Platform kinds a trial install funds from the outside world at start (trial liquidity), in real money. */
export const TRIAL_LIQUIDITY_KINDS: readonly string[] = ['market_maker', 'swap', 'simulated'];

/** Whether a platform account kind of a report row is trial liquidity: a trial install's real liquidity. */
export const isTrialLiquidity = (r: Pick<Liabilities, 'trial_liquidity'>, mode: string, kind: string): boolean =>
  r.trial_liquidity && mode === 'real' && TRIAL_LIQUIDITY_KINDS.includes(kind);

/** The report's verdict in one sentence. */
export function liabilitiesVerdict(r: Pick<Liabilities, 'journal_balanced' | 'balanced'>): { ok: boolean; text: string } {
  if (r.journal_balanced && r.balanced) {
    return { ok: true, text: 'The books balance: every asset\'s journal sums to zero, and in every asset and mode user balances are matched by platform accounts.' };
  }
  const parts = [
    r.journal_balanced ? null : 'the journal of at least one asset does not sum to zero',
    r.balanced ? null : 'in at least one asset and mode user balances are not matched by platform accounts',
  ].filter((p): p is string => p !== null);
  return { ok: false, text: `The books do NOT balance: ${parts.join('; ')}. Stop payouts and investigate.` };
}
