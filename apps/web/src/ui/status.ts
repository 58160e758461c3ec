import type { StatusTone } from './StatusTag';

/** The states of a request an admin reviews (a deposit, a withdrawal), and 'unknown' for one this app does not know yet. */
export type ReviewStatusKey = 'processing' | 'approved' | 'rejected' | 'unknown';

const TONES: Readonly<Record<Exclude<ReviewStatusKey, 'unknown'>, StatusTone>> = { processing: 'warning', approved: 'success', rejected: 'danger' };

/** A reviewed request's tag: its tone and its label's key (`status.<key>` in the feature's namespace). */
export function reviewStatus(status: string): { tone: StatusTone; key: ReviewStatusKey } {
  return Object.hasOwn(TONES, status)
    ? { tone: TONES[status as keyof typeof TONES], key: status as keyof typeof TONES }
    : { tone: 'neutral', key: 'unknown' };
}
