import type { Query } from '../api/client';
import { filterOf, pageOf, type ListParams } from '../api/dataProvider';
import { formatTime } from './format';

/**
 * What the two review queues (deposits, withdrawals) share, as plain functions: the statuses and the queue's query,
 * the notice above a request, the reject reason's check and the words for an admin. Each queue's own wording lives
 * in its feature.
 */

export type ReviewStatus = 'processing' | 'approved' | 'rejected';
export const REVIEW_STATUS_CHOICES: readonly ReviewStatus[] = ['processing', 'approved', 'rejected'];

/** What a review page says about a request's state, above its actions. */
export type Notice = { severity: 'info' | 'warning' | 'success' | 'error'; title: string; text: string };
/** The notification after a review action. */
export type ActionMessage = { text: string; type: 'success' | 'info' };

/** The longest reject reason the server keeps. */
export const REASON_MAX = 500;

const isStatus = (v: unknown): v is ReviewStatus => typeof v === 'string' && (REVIEW_STATUS_CHOICES as readonly string[]).includes(v);

/** A queue's query: its page and the status filter. */
export function reviewQuery(params: ListParams): Query {
  const status = filterOf(params)['status'];
  return { ...pageOf(params), status: isStatus(status) ? status : undefined };
}

/** An admin by name and id when the server gave the name, else by id. */
export const adminName = (name: string | null, id: number): string => (name ? `${name} (#${id})` : `admin #${id}`);

/** The notice of a request that waits for review, by how many approvals it needs. */
export function waitingNotice(twoApprovals: boolean, oneApproval: string): Notice {
  return twoApprovals
    ? { severity: 'info', title: 'Two approvals needed', text: 'The amount is at or above the coin\'s review threshold: two different admins must approve it.' }
    : { severity: 'info', title: 'Waiting for review', text: oneApproval };
}

/** The notice of a request with the first of its two approvals: who gave it (as the sentence starts), when, and what the second does. */
export function firstApprovalNotice(admin: string, at: number | null, secondDoes: string): Notice {
  return { severity: 'warning', title: 'Awaiting second approval', text: `${admin} approved first, ${formatTime(at)}. A different admin must approve ${secondDoes}.` };
}

/** The notice of a rejected request: who, when and the reason the user sees, then what became of the money. */
export function rejectedNotice(admin: string, at: number | null, reason: string | null, after = ''): Notice {
  return { severity: 'error', title: 'Rejected', text: `Rejected by ${admin}, ${formatTime(at)}: ${reason ?? ''}${after}` };
}

/** A queue's approvals column: how many of how many, and by whom; nothing for a rejected request. */
export function approvalsText(status: ReviewStatus, by: readonly string[], needed: 1 | 2): string {
  if (status === 'rejected') return '—';
  return `${by.length} of ${needed}${by.length ? ` (${by.join(', ')})` : ''}`;
}

/** The problem with a reject reason, or null: one is required, at most REASON_MAX characters. */
export function reasonProblem(reason: string): string | null {
  const r = reason.trim();
  if (r === '') return 'Give the reason: the user sees it.';
  if (r.length > REASON_MAX) return `At most ${REASON_MAX} characters.`;
  return null;
}

/** The notification after an approval: the request went through, or its first approval was recorded. */
export function approvalMessage(what: string, done: string | null): ActionMessage {
  return done
    ? { type: 'success', text: done }
    : { type: 'info', text: `First approval of ${what} recorded. It now awaits a second approval by a different admin.` };
}
