import { formatTime } from '../../ui/format';
import { userText } from '../../ui/user';
import { showMoney } from '../../ui/money';
import {
  adminName, approvalMessage, approvalsText, firstApprovalNotice, rejectedNotice, waitingNotice, type ActionMessage, type Notice,
} from '../../ui/reviewModel';
import type { ApproveOutcome, DepositReview } from './types';

/**
 * The deposit queue's wording as plain functions: the user, what the review page says about a request's state, the
 * approvals column, the approve dialog and the message after an approval. The pages only render them.
 */

/** The user who asked: name and id. */
export const depositUser = (d: Pick<DepositReview, 'user' | 'user_id'>): string => userText(d);

/** What the deposit's review page says above the actions. */
export function depositNotice(d: DepositReview): Notice {
  const first = d.approvals[0];
  if (d.status === 'approved') {
    const by = d.approvals.map((a) => adminName(a.admin, a.admin_id)).join(' and ');
    return { severity: 'success', title: 'Approved', text: `${showMoney(d.amount, d.coin)} credited to the user's funding account. Approved by ${by}, ${formatTime(d.reviewed_at)}.` };
  }
  if (d.status === 'rejected') return rejectedNotice(adminName(d.reviewer, d.reviewed_by ?? 0), d.reviewed_at, d.reject_reason);
  if (d.awaiting_second_approval && first) return firstApprovalNotice(adminName(first.admin, first.admin_id), first.at, 'before the deposit is credited');
  return waitingNotice(d.needs_two_approvals, 'One approval credits the amount to the user\'s funding account. Check the proof against the network first.');
}

/** The approvals column of the deposit queue. */
export function depositApprovals(d: Pick<DepositReview, 'status' | 'approvals' | 'needs_two_approvals'>): string {
  return approvalsText(d.status, d.approvals.map((a) => a.admin ?? `#${a.admin_id}`), d.needs_two_approvals ? 2 : 1);
}

/** What approving does, in the approve dialog. */
export function approveIntro(d: DepositReview): string {
  const amount = showMoney(d.amount, d.coin);
  if (d.awaiting_second_approval) return `This is the second approval: ${amount} is credited to ${depositUser(d)} at once. It must come from a different admin than the first.`;
  if (d.needs_two_approvals) return `This records the first of two approvals of ${amount}. A different admin must approve too before anything is credited.`;
  return `${amount} is credited to the funding account of ${depositUser(d)} at once.`;
}

/** The notification after approving a deposit. */
export function approvedMessage(o: ApproveOutcome): ActionMessage {
  const d = o.deposit;
  return approvalMessage(`deposit #${d.id}`, o.outcome === 'approved' ? `Deposit #${d.id} approved: ${showMoney(d.amount, d.coin)} credited to ${userText(d)}.` : null);
}
