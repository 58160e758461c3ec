import type { AdminWithdrawal, WithdrawalPayOutcome } from '@candor/shared';

/** The shapes of the withdrawals module's back-office routes, from the API contract (packages/shared/src/api/withdrawals.ts); amounts are exact decimal strings. */

/** A withdrawal in the review queue (GET admin/withdrawals, admin/withdrawals/:id). */
export type WithdrawalReview = AdminWithdrawal;
export type PayOutcome = WithdrawalPayOutcome;
