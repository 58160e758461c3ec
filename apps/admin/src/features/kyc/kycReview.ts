import { formatTime } from '../../ui/format';
import { approvalMessage, approvalsText, firstApprovalNotice, rejectedNotice, waitingNotice, type ActionMessage, type Notice } from '../../ui/reviewModel';
import type { ApproveOutcome, KycHistoryItem } from './types';

/**
 * The KYC queue's wording as plain functions: the notice above a submission, the approvals column, the approve
 * dialog and the messages after an action. The pages only render them.
 */

const ID_TYPES: Record<string, string> = { id_card: 'National ID card', passport: 'Passport', driving_licence: 'Driving licence' };
export const idTypeText = (t: string): string => ID_TYPES[t] ?? t;
export const levelText = (l: string): string => (l === 'advanced' ? 'Advanced' : 'Basic');

/** What a submission's review page says above the actions. */
export function kycNotice(s: KycHistoryItem): Notice {
  if (s.status === 'approved') {
    const second = s.first_approved_by !== null && s.first_approved_by !== s.decided_by ? ` after a first approval by admin #${s.first_approved_by}` : '';
    return { severity: 'success', title: 'Approved', text: `${levelText(s.level)} KYC approved by admin #${s.decided_by ?? 0}${second}, ${formatTime(s.decided_at)}.` };
  }
  if (s.status === 'rejected') return rejectedNotice(`admin #${s.decided_by ?? 0}`, s.decided_at, s.reason, '. The user sees the reason and may submit again.');
  if (s.first_approved_by !== null) return firstApprovalNotice(`Admin #${s.first_approved_by}`, s.first_approved_at, 'to approve advanced KYC');
  if (s.second_approval_required) {
    return { severity: 'info', title: 'Two approvals needed', text: 'Advanced KYC is approved by two different compliance admins. Check every document against the approved basic details.' };
  }
  return waitingNotice(false, 'Check the name, ID number, country and date of birth. Approving gives the user basic KYC.');
}

/** The approvals column of the queue. */
export function kycApprovals(s: Pick<KycHistoryItem, 'status' | 'second_approval_required' | 'first_approved_by' | 'decided_by'>): string {
  const ids = [s.first_approved_by, s.status === 'approved' ? s.decided_by : null].filter((v): v is number => v !== null);
  return approvalsText(s.status, [...new Set(ids)].map((i) => `#${i}`), s.second_approval_required ? 2 : 1);
}

/** What approving does, in the approve dialog. */
export function approveIntro(s: KycHistoryItem): string {
  if (s.level === 'basic') return `Approve basic KYC of ${s.full_name}? The name becomes the user's verified name (bank cards must match it).`;
  return s.first_approved_by === null
    ? `This records the first of two approvals of advanced KYC for ${s.full_name}; a different admin completes it.`
    : `Approve advanced KYC for ${s.full_name}? Withdrawals above the daily thresholds open for the user.`;
}

/** The notification after approving. */
export function approvedMessage(o: ApproveOutcome): ActionMessage {
  const s = o.submission;
  return approvalMessage(`KYC submission #${s.id}`, o.approved ? `${levelText(s.level)} KYC of ${s.full_name} approved.` : null);
}

/** One line of the user's submission history. */
export function historyLine(h: KycHistoryItem): string {
  const state = h.status === 'processing' ? 'pending' : h.status;
  const reason = h.status === 'rejected' && h.reason ? `: ${h.reason}` : '';
  return `#${h.id} · ${levelText(h.level)} · ${formatTime(h.created_at)} · ${state}${reason}`;
}
