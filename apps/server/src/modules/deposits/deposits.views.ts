import { coinBySymbol, formatAmount, userDisplayName, type DepositApproval, type DepositRecord, type DepositReview } from '@candor/shared';
import type { ApprovalNamedRow } from '../backoffice/index.js';
import type { DepositReviewRow, DepositRow } from './deposits.repo.js';

/** The deposit shapes of the API contract (packages/shared/src/api/deposits.ts). */
export type { DepositRecord, DepositReview };

export function depositRecord(r: DepositRow): DepositRecord {
  return {
    id: r.id, type: 'deposit', coin: r.asset, currency_id: coinBySymbol(r.asset)?.id ?? 0, network: r.network,
    amount: formatAmount(r.amount_atoms), hash: r.tx_hash, proof_id: r.proof_upload_id, address: r.deposit_address,
    sample_address: r.address_sample === 1, status: r.status, reject_reason: r.reject_reason, created_at: r.created_at,
    reviewed_at: r.reviewed_at,
  };
}

/**
 * A deposit as the review queue shows it. `requests` are its four-eyes requests (backoffice): a pending one is a first
 * approval awaiting a second admin; an approved one holds both approvers.
 */
export function depositReview(r: DepositReviewRow, thresholdAtoms: bigint | undefined, requests: readonly ApprovalNamedRow[] = []): DepositReview {
  const { type: _type, ...record } = depositRecord(r);
  const first = requests.find((a) => a.status === 'pending') ?? requests.find((a) => a.status === 'approved');
  const approvals: DepositApproval[] = [];
  if (first) approvals.push({ admin_id: first.proposed_by, admin: first.proposer, at: first.proposed_at });
  if (r.status === 'approved' && r.reviewed_by !== null) approvals.push({ admin_id: r.reviewed_by, admin: r.reviewer, at: r.reviewed_at ?? 0 });
  const awaiting = r.status === 'processing' && requests.some((a) => a.status === 'pending');
  const needsTwo = first !== undefined || (thresholdAtoms !== undefined && r.amount_atoms >= thresholdAtoms);
  return {
    ...record, user_id: r.user_id, user: userDisplayName(r), proof_url: `/api/admin/uploads/${r.proof_upload_id}`,
    approvals, reviewed_by: r.reviewed_by, reviewer: r.reviewer, needs_two_approvals: needsTwo, awaiting_second_approval: awaiting,
  };
}
