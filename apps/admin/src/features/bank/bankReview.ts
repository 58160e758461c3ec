import type { AdminBankWithdrawal, BankPayOutcome } from '@candor/shared';
import { formatTime } from '../../ui/format';
import { showMoney } from '../../ui/money';
import { approvalMessage, approvalsText, firstApprovalNotice, rejectedNotice, waitingNotice, type ActionMessage, type Notice } from '../../ui/reviewModel';
import { userText } from '../../ui/user';

/** The bank withdrawal queue's wording as plain functions; the screens only render them. */

type W = AdminBankWithdrawal;

/** What the bank sends: the fiat amount in its currency. */
export const fiatText = (w: Pick<W, 'fiat_amount' | 'currency'>): string => `${w.fiat_amount} ${w.currency}`;

export function bankNotice(w: W): Notice {
  if (w.status === 'approved') {
    const second = w.first_approved_by !== null && w.first_approved_by !== w.decided_by ? ` after a first approval by admin #${w.first_approved_by}` : '';
    const ref = w.payment_ref ? ` (reference ${w.payment_ref})` : '';
    return { severity: 'success', title: 'Paid', text: `${fiatText(w)} marked paid by admin #${w.decided_by ?? 0}${second}${ref}, ${formatTime(w.decided_at)}.` };
  }
  if (w.status === 'rejected') return rejectedNotice(`admin #${w.decided_by ?? 0}`, w.decided_at, w.reason, '. The amount and fee went back to the user.');
  if (w.first_approved_by !== null) return firstApprovalNotice(`Admin #${w.first_approved_by}`, w.first_approved_at, 'to mark it paid');
  return waitingNotice(w.second_approval_required,
    `Send ${fiatText(w)} by bank transfer to the card below, then mark it paid here with the transfer's reference. The fee stays with the platform.`);
}

export function bankApprovals(w: Pick<W, 'status' | 'second_approval_required' | 'first_approved_by' | 'decided_by'>): string {
  const ids = [w.first_approved_by, w.status === 'approved' ? w.decided_by : null].filter((v): v is number => v !== null);
  const needed = w.second_approval_required || w.first_approved_by !== null ? 2 : 1;
  return approvalsText(w.status, [...new Set(ids)].map((i) => `#${i}`), needed);
}

export const isFirstOfTwo = (w: Pick<W, 'second_approval_required' | 'first_approved_by'>): boolean => w.second_approval_required && w.first_approved_by === null;

export function payIntro(w: W): string {
  return isFirstOfTwo(w)
    ? `This records the first of two approvals of ${showMoney(w.amount, 'USDT')} (${fiatText(w)}); a different admin marks it paid.`
    : `Send ${fiatText(w)} to ${w.card.holder}, ${w.card.bank_name} account ${w.card.card_number}, then record it here. The fee of ${showMoney(w.fee, 'USDT')} goes to the platform's fees account.`;
}

/** The problem with a transfer reference, or null: optional; letters, digits and . _ / # : - only. */
export function refProblem(ref: string): string | null {
  const r = ref.trim();
  if (r === '') return null;
  return /^[\p{L}\p{N} ._/#:-]{1,100}$/u.test(r) ? null : 'Letters, digits, spaces and . _ / # : - only, at most 100.';
}

export function paidMessage(o: BankPayOutcome): ActionMessage {
  const w = o.withdrawal;
  return approvalMessage(`bank withdrawal #${w.id}`, o.paid ? `Bank withdrawal #${w.id} marked paid: ${fiatText(w)} to ${w.card.bank_name} ••••${w.card_tail}.` : null);
}

export const rejectedMessage = (w: W): ActionMessage =>
  ({ type: 'success', text: `Bank withdrawal #${w.id} rejected: ${showMoney(w.total, 'USDT')} went back to ${userText(w)}.` });
