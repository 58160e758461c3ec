import type { AdminKycDetail, AdminKycSubmission, KycApproveOutcome } from '@candor/shared';
import type { ReviewStatus } from '../../ui/reviewModel';

/**
 * The shapes of the kyc module's back-office routes (packages/shared/src/api/kyc.ts). The queue kit speaks of
 * "processing" for a request that waits; a KYC submission "pending" is shown as such.
 */
/** The history comes with the single read; react-admin first shows the list's row (without it) while that loads. */
export type KycReview = Omit<AdminKycDetail, 'status' | 'history'> & { status: ReviewStatus; history?: KycHistoryItem[] };
export type KycHistoryItem = Omit<AdminKycSubmission, 'status'> & { status: ReviewStatus };
export type ApproveOutcome = KycApproveOutcome;
