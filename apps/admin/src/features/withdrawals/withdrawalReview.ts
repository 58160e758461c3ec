import { isNetworkCode, isValidTxHash } from '@candor/shared';
import { userText } from '../../ui/user';
import { formatTime } from '../../ui/format';
import { showMoney } from '../../ui/money';
import {
  approvalMessage, approvalsText, firstApprovalNotice, rejectedNotice, waitingNotice, type ActionMessage, type Notice,
} from '../../ui/reviewModel';
import type { PayOutcome, WithdrawalReview } from './types';

/**
 * The withdrawal queue's wording as plain functions: what the review page says about a request's state, the
 * approvals column, the pay dialog and its hash check, and the messages after an action. The pages only render them.
 */

/** What the withdrawal's review page says above the actions. */
export function withdrawalNotice(w: WithdrawalReview): Notice {
  if (w.status === 'approved') {
    const second = w.first_approved_by !== null && w.first_approved_by !== w.decided_by ? ` after a first approval by admin #${w.first_approved_by}` : '';
    return { severity: 'success', title: 'Paid', text: `${showMoney(w.amount, w.coin)} paid out by admin #${w.decided_by ?? 0}${second}, ${formatTime(w.decided_at)}.` };
  }
  if (w.status === 'rejected') return rejectedNotice(`admin #${w.decided_by ?? 0}`, w.decided_at, w.reason, '. The amount and fee went back to the user.');
  if (w.first_approved_by !== null) return firstApprovalNotice(`Admin #${w.first_approved_by}`, w.first_approved_at, 'to pay it out');
  return waitingNotice(w.second_approval_required, 'Pay it out on the network, then record it here with the transaction hash. The fee stays with the platform.');
}

/** The approvals column of the withdrawal queue. */
export function withdrawalApprovals(w: Pick<WithdrawalReview, 'status' | 'second_approval_required' | 'first_approved_by' | 'decided_by'>): string {
  const ids = [w.first_approved_by, w.status === 'approved' ? w.decided_by : null].filter((v): v is number => v !== null);
  const needed = w.second_approval_required || w.first_approved_by !== null ? 2 : 1;
  return approvalsText(w.status, [...new Set(ids)].map((i) => `#${i}`), needed);
}

/** Whether paying now only records the first of two approvals. */
export const isFirstOfTwo = (w: Pick<WithdrawalReview, 'second_approval_required' | 'first_approved_by'>): boolean =>
  w.second_approval_required && w.first_approved_by === null;

/** What paying does, in the pay dialog. */
export function payIntro(w: WithdrawalReview): string {
  const amount = showMoney(w.amount, w.coin);
  return isFirstOfTwo(w)
    ? `This records the first of two approvals of ${amount}; a different admin pays it out. The hash may be left empty now.`
    : `Send ${amount} on ${w.network} to ${w.address}, then record the payout here. The fee of ${showMoney(w.fee, w.coin)} goes to the platform's fees account.`;
}

/** The problem with a payout's transaction hash, or null: optional, but in the network's format when given. */
export function txHashProblem(network: string, hash: string): string | null {
  const h = hash.trim();
  if (h === '') return null;
  if (!isNetworkCode(network)) return null;
  if (isValidTxHash(network, h)) return null;
  return network === 'ERC20' ? 'An ERC20 transaction hash is 0x and 64 hex digits.' : `A ${network} transaction hash is 64 hex digits.`;
}

/** The notification after paying a withdrawal. */
export function paidMessage(o: PayOutcome): ActionMessage {
  const w = o.withdrawal;
  return approvalMessage(`withdrawal #${w.id}`, o.paid ? `Withdrawal #${w.id} paid: ${showMoney(w.amount, w.coin)} to ${w.address}.` : null);
}

/** The notification after rejecting a withdrawal: the money went back. */
export const rejectedMessage = (w: WithdrawalReview): ActionMessage =>
  ({ type: 'success', text: `Withdrawal #${w.id} rejected: ${showMoney(w.total, w.coin)} went back to ${userText(w)}.` });
