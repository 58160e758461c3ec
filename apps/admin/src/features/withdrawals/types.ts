import type { ReviewStatus } from '../../ui/reviewModel';

/** The shapes of the withdrawals module's back-office routes (apps/server/src/modules/withdrawals); amounts are exact decimal strings. */

/** A withdrawal in the review queue (GET admin/withdrawals, admin/withdrawals/:id). */
export type WithdrawalReview = {
  id: number; user_id: number; currency_id: number; coin: string; network: string; address: string;
  amount: string; fee: string; total: string; status: ReviewStatus; reason: string | null; tx_hash: string | null;
  created_at: number; updated_at: number; second_approval_required: boolean;
  first_approved_by: number | null; first_approved_at: number | null; decided_by: number | null; decided_at: number | null;
};
export type PayOutcome = { withdrawal: WithdrawalReview; paid: boolean; awaiting_second_approval: boolean };
