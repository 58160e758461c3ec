import type { ReviewStatus } from '../../ui/reviewModel';

/** The shapes of the deposits module's back-office routes (apps/server/src/modules/deposits); amounts are exact decimal strings. */

export type Approval = { admin_id: number; admin: string | null; at: number };

/** A deposit request in the review queue (GET admin/deposits, admin/deposits/:id). */
export type DepositReview = {
  id: number; user_id: number; user: string | null; coin: string; currency_id: number; network: string;
  amount: string; hash: string | null; proof_id: number; proof_url: string; address: string; sample_address: boolean;
  status: ReviewStatus; reject_reason: string | null; created_at: number; reviewed_at: number | null;
  approvals: Approval[]; reviewed_by: number | null; reviewer: string | null;
  needs_two_approvals: boolean; awaiting_second_approval: boolean;
};
export type ApproveOutcome = { outcome: 'awaiting_second_approval' | 'approved'; deposit: DepositReview };
