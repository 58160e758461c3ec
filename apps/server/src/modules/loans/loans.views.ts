import { formatAmount, ratePercent, type AdminLoan, type Loan, type LoanProduct } from '@candor/shared';
import type { ApprovalNamedRow } from '../backoffice/index.js';
import type { LoanProductRow, LoanRow } from './loans.repo.js';

/** What the loans routes answer (packages/shared/src/api/loans.ts): amounts as decimal strings, rates as percent per day. */

export const usdt = (atoms: bigint): string => formatAmount(atoms, 8);

export const productOut = (p: LoanProductRow): LoanProduct => ({
  id: p.id, name: p.name, term_days: p.term_days, daily_rate: ratePercent(p.daily_rate_ppm), penalty_rate: ratePercent(p.penalty_rate_ppm),
  min_amount: usdt(BigInt(p.min_amount_atoms)), max_amount: usdt(BigInt(p.max_amount_atoms)), enabled: Number(p.enabled) === 1,
});

export const isOverdue = (l: LoanRow, now: number): boolean => l.status === 'active' && l.due_at !== null && Number(l.due_at) <= now;

const num = (v: number | null): number | null => (v === null ? null : Number(v));

export function loanOut(l: LoanRow, now: number): Loan {
  const outstanding = BigInt(l.outstanding_atoms);
  const due = BigInt(l.interest_due_atoms);
  return {
    id: l.id, product_id: Number(l.product_id), product: l.product_name, principal: usdt(BigInt(l.principal_atoms)), term_days: l.term_days,
    daily_rate: ratePercent(l.daily_rate_ppm), penalty_rate: ratePercent(l.penalty_rate_ppm), status: l.status, overdue: isOverdue(l, now),
    outstanding: usdt(outstanding), interest_due: usdt(due), owed: usdt(outstanding + due),
    interest_charged: usdt(BigInt(l.interest_charged_atoms)), penalty_charged: usdt(BigInt(l.penalty_charged_atoms)), repaid: usdt(BigInt(l.repaid_atoms)),
    days_charged: l.days_charged, started_at: num(l.started_at), due_at: num(l.due_at), last_repaid_at: num(l.last_repaid_at),
    reason: l.reason, created_at: Number(l.created_at),
  };
}

/** A loan in the back office, with its borrower and the four-eyes state of its application. */
export function adminLoanOut(l: LoanRow, now: number, needsTwo: boolean, requests: readonly ApprovalNamedRow[] = [], user: string | null = null): AdminLoan {
  const first = requests.find((a) => a.status === 'pending') ?? requests.find((a) => a.status === 'approved');
  return {
    ...loanOut(l, now), user_id: Number(l.user_id), user, second_approval_required: needsTwo || first !== undefined,
    first_approved_by: first?.proposed_by ?? null, decided_by: num(l.decided_by), decided_at: num(l.decided_at),
  };
}
