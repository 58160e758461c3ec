import type { DepositApproval, DepositApproveOutcome, DepositReview } from '@candor/shared';

/** The shapes of the deposits module's back-office routes, from the API contract (packages/shared/src/api/deposits.ts); amounts are exact decimal strings. */

export type Approval = DepositApproval;

/** A deposit request in the review queue (GET admin/deposits, admin/deposits/:id). */
export type { DepositReview };
export type ApproveOutcome = DepositApproveOutcome;
