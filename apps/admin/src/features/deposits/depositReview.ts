import { isNetworkCode, isValidTxHash } from '@candor/shared';
import type { ApproveOutcome, DepositReview, PayOutcome, WithdrawalReview } from '../wallet/types';
import { formatTime } from '../../ui/format';
import { showAmount } from '../../ui/money';

/**
 * The review queues' logic as plain functions: what the review page says about a request's state, the approvals
 * column, the checks of the reject and pay dialogs, and the message after an action. The pages only render them.
 */

export type Notice = { severity: 'info' | 'warning' | 'success' | 'error'; title: string; text: string };

/** The longest reject reason the server keeps. */
export const REASON_MAX = 500;

const who = (name: string | null, id: number): string => (name ? `${name} (#${id})` : `admin #${id}`);
const money = (amount: string, coin: string): string => `${showAmount(amount)} ${coin}`;

/** What the deposit's review page says above the actions. */
export function depositNotice(d: DepositReview): Notice {
  const first = d.approvals[0];
  if (d.status === 'approved') {
    const by = d.approvals.map((a) => who(a.admin, a.admin_id)).join(' and ');
    return { severity: 'success', title: 'Approved', text: `${money(d.amount, d.coin)} credited to the user's funding account. Approved by ${by}, ${formatTime(d.reviewed_at)}.` };
  }
  if (d.status === 'rejected') {
    return { severity: 'error', title: 'Rejected', text: `Rejected by ${who(d.reviewer, d.reviewed_by ?? 0)}, ${formatTime(d.reviewed_at)}: ${d.reject_reason ?? ''}` };
  }
  if (d.awaiting_second_approval && first) {
    return {
      severity: 'warning', title: 'Awaiting second approval',
      text: `${who(first.admin, first.admin_id)} approved first, ${formatTime(first.at)}. A different admin must approve before the deposit is credited.`,
    };
  }
  if (d.needs_two_approvals) {
    return { severity: 'info', title: 'Two approvals needed', text: 'The amount is at or above the coin\'s review threshold: two different admins must approve it.' };
  }
  return { severity: 'info', title: 'Waiting for review', text: 'One approval credits the amount to the user\'s funding account. Check the proof against the network first.' };
}

/** The approvals column of the deposit queue. */
export function depositApprovals(d: Pick<DepositReview, 'status' | 'approvals' | 'needs_two_approvals'>): string {
  if (d.status === 'rejected') return '—';
  const needed = d.needs_two_approvals ? 2 : 1;
  const names = d.approvals.map((a) => a.admin ?? `#${a.admin_id}`).join(', ');
  return `${d.approvals.length} of ${needed}${names ? ` (${names})` : ''}`;
}

/** What the withdrawal's review page says above the actions. */
export function withdrawalNotice(w: WithdrawalReview): Notice {
  if (w.status === 'approved') {
    const second = w.first_approved_by !== null && w.first_approved_by !== w.decided_by ? ` after a first approval by admin #${w.first_approved_by}` : '';
    return { severity: 'success', title: 'Paid', text: `${money(w.amount, w.coin)} paid out by admin #${w.decided_by ?? 0}${second}, ${formatTime(w.decided_at)}.` };
  }
  if (w.status === 'rejected') {
    return { severity: 'error', title: 'Rejected', text: `Rejected by admin #${w.decided_by ?? 0}, ${formatTime(w.decided_at)}: ${w.reason ?? ''}. The amount and fee went back to the user.` };
  }
  if (w.first_approved_by !== null) {
    return {
      severity: 'warning', title: 'Awaiting second approval',
      text: `Admin #${w.first_approved_by} approved first, ${formatTime(w.first_approved_at)}. A different admin must approve to pay it out.`,
    };
  }
  if (w.second_approval_required) {
    return { severity: 'info', title: 'Two approvals needed', text: 'The amount is at or above the coin\'s review threshold: two different admins must approve it.' };
  }
  return { severity: 'info', title: 'Waiting for review', text: 'Pay it out on the network, then record it here with the transaction hash. The fee stays with the platform.' };
}

/** The approvals column of the withdrawal queue. */
export function withdrawalApprovals(w: Pick<WithdrawalReview, 'status' | 'second_approval_required' | 'first_approved_by' | 'decided_by'>): string {
  if (w.status === 'rejected') return '—';
  const needed = w.second_approval_required || w.first_approved_by !== null ? 2 : 1;
  const ids = [w.first_approved_by, w.status === 'approved' ? w.decided_by : null].filter((v): v is number => v !== null);
  const unique = [...new Set(ids)];
  return `${unique.length} of ${needed}${unique.length ? ` (${unique.map((i) => `#${i}`).join(', ')})` : ''}`;
}

/** The problem with a reject reason, or null: one is required, at most REASON_MAX characters. */
export function reasonProblem(reason: string): string | null {
  const r = reason.trim();
  if (r === '') return 'Give the reason: the user sees it.';
  if (r.length > REASON_MAX) return `At most ${REASON_MAX} characters.`;
  return null;
}

/** The problem with a payout's transaction hash, or null: optional, but in the network's format when given. */
export function txHashProblem(network: string, hash: string): string | null {
  const h = hash.trim();
  if (h === '') return null;
  if (!isNetworkCode(network)) return null;
  if (isValidTxHash(network, h)) return null;
  return network === 'ERC20' ? 'An ERC20 transaction hash is 0x and 64 hex digits.' : `A ${network} transaction hash is 64 hex digits.`;
}

/** The notification after approving a deposit. */
export function approvedMessage(o: ApproveOutcome): { text: string; type: 'success' | 'info' } {
  const d = o.deposit;
  return o.outcome === 'approved'
    ? { type: 'success', text: `Deposit #${d.id} approved: ${money(d.amount, d.coin)} credited to user #${d.user_id}.` }
    : { type: 'info', text: `First approval of deposit #${d.id} recorded. It now awaits a second approval by a different admin.` };
}

/** The notification after paying a withdrawal. */
export function paidMessage(o: PayOutcome): { text: string; type: 'success' | 'info' } {
  const w = o.withdrawal;
  return o.paid
    ? { type: 'success', text: `Withdrawal #${w.id} paid: ${money(w.amount, w.coin)} to ${w.address}.` }
    : { type: 'info', text: `First approval of withdrawal #${w.id} recorded. It now awaits a second approval by a different admin.` };
}
