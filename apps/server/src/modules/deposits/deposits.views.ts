import { coinBySymbol, formatAmount } from '@candor/shared';
import { z } from 'zod';
import type { ApprovalNamedRow } from '../backoffice/index.js';
import type { DepositReviewRow, DepositRow } from './deposits.repo.js';

/** What the user's records show of a deposit (charge_req's answer and charge_mention/log2's items). */
export const depositRecordSchema = z.object({
  id: z.number(), type: z.literal('deposit'), coin: z.string(), currency_id: z.number(), network: z.string(),
  amount: z.string().describe('decimal string'), hash: z.string().nullable(), proof_id: z.number(),
  address: z.string(), sample_address: z.boolean(), status: z.enum(['processing', 'approved', 'rejected']),
  reject_reason: z.string().nullable(), created_at: z.number(), reviewed_at: z.number().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export function depositRecord(r: DepositRow): DepositRecord {
  return {
    id: r.id, type: 'deposit', coin: r.asset, currency_id: coinBySymbol(r.asset)?.id ?? 0, network: r.network,
    amount: formatAmount(r.amount_atoms), hash: r.tx_hash, proof_id: r.proof_upload_id, address: r.deposit_address,
    sample_address: r.address_sample === 1, status: r.status, reject_reason: r.reject_reason, created_at: r.created_at,
    reviewed_at: r.reviewed_at,
  };
}

const approval = z.object({ admin_id: z.number(), admin: z.string().nullable(), at: z.number() });

/** A deposit in the back office's review queue. */
export const depositReviewSchema = depositRecordSchema.omit({ type: true }).extend({
  user_id: z.number(), user: z.string().nullable().describe('username, email or phone'),
  proof_url: z.string().describe('GET it with the admin token'),
  approvals: z.array(approval), reviewed_by: z.number().nullable(), reviewer: z.string().nullable(), needs_two_approvals: z.boolean(), awaiting_second_approval: z.boolean(),
});
export type DepositReview = z.infer<typeof depositReviewSchema>;

/**
 * A deposit as the review queue shows it. `requests` are its four-eyes requests (backoffice): a pending one is a first
 * approval awaiting a second admin; an approved one holds both approvers.
 */
export function depositReview(r: DepositReviewRow, thresholdAtoms: bigint | undefined, requests: readonly ApprovalNamedRow[] = []): DepositReview {
  const { type: _type, ...record } = depositRecord(r);
  const first = requests.find((a) => a.status === 'pending') ?? requests.find((a) => a.status === 'approved');
  const approvals = [];
  if (first) approvals.push({ admin_id: first.proposed_by, admin: first.proposer, at: first.proposed_at });
  if (r.status === 'approved' && r.reviewed_by !== null) approvals.push({ admin_id: r.reviewed_by, admin: r.reviewer, at: r.reviewed_at ?? 0 });
  const awaiting = r.status === 'processing' && requests.some((a) => a.status === 'pending');
  const needsTwo = first !== undefined || (thresholdAtoms !== undefined && r.amount_atoms >= thresholdAtoms);
  return {
    ...record, user_id: r.user_id, user: r.username ?? r.email ?? r.phone, proof_url: `/api/admin/uploads/${r.proof_upload_id}`,
    approvals, reviewed_by: r.reviewed_by, reviewer: r.reviewer, needs_two_approvals: needsTwo, awaiting_second_approval: awaiting,
  };
}
