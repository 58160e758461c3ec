import { REVIEW_STATUSES, coinBySymbol, formatAmount } from '@candor/shared';
import { z } from 'zod';
import type { ApprovalNamedRow } from '../backoffice/index.js';
import type { WithdrawAddressRow } from './addresses.repo.js';
import type { WithdrawalRow } from './withdrawals.repo.js';

/** What the withdrawal routes answer: amounts as decimal strings, ids and times as numbers. */

const currencyIdOf = (asset: string): number => coinBySymbol(asset)?.id ?? 0;

export const addressSchema = z.object({
  id: z.number(), currency_id: z.number(), coin: z.string(), network: z.string(), address: z.string(), remark: z.string(),
  created_at: z.number(),
});
export type AddressView = z.infer<typeof addressSchema>;

export const addressOut = (a: WithdrawAddressRow): AddressView => ({
  id: a.id, currency_id: currencyIdOf(a.asset), coin: a.asset, network: a.network, address: a.address, remark: a.remark, created_at: a.created_at,
});

export const withdrawalSchema = z.object({
  id: z.number(), currency_id: z.number(), coin: z.string(), network: z.string(), address: z.string(),
  amount: z.string().describe('what arrives at the address'), fee: z.string(), total: z.string().describe('amount + fee, taken from the funding account'),
  status: z.enum(REVIEW_STATUSES), reason: z.string().nullable().describe('why it was rejected'), tx_hash: z.string().nullable(),
  created_at: z.number(), updated_at: z.number(),
});
export type WithdrawalView = z.infer<typeof withdrawalSchema>;

export const withdrawalOut = (w: WithdrawalRow): WithdrawalView => ({
  id: w.id, currency_id: currencyIdOf(w.asset), coin: w.asset, network: w.network, address: w.address,
  amount: formatAmount(w.amount_atoms), fee: formatAmount(w.fee_atoms), total: formatAmount(w.amount_atoms + w.fee_atoms),
  status: w.status, reason: w.reason, tx_hash: w.tx_hash, created_at: w.created_at, updated_at: w.updated_at,
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  user_id: z.number(),
  second_approval_required: z.boolean().describe('at or above the coin review threshold: two different admins approve'),
  first_approved_by: z.number().nullable(), first_approved_at: z.number().nullable(),
  decided_by: z.number().nullable(), decided_at: z.number().nullable(),
});
export type AdminWithdrawalView = z.infer<typeof adminWithdrawalSchema>;

/** A withdrawal in the review queue; its four-eyes requests (backoffice) give the first approval of two. */
export function adminWithdrawalOut(w: WithdrawalRow, secondApprovalRequired: boolean, requests: readonly ApprovalNamedRow[] = []): AdminWithdrawalView {
  const first = requests.find((a) => a.status === 'pending') ?? requests.find((a) => a.status === 'approved');
  return {
    ...withdrawalOut(w), user_id: w.user_id, second_approval_required: secondApprovalRequired || first !== undefined,
    first_approved_by: first?.proposed_by ?? null, first_approved_at: first?.proposed_at ?? null, decided_by: w.decided_by, decided_at: w.decided_at,
  };
}
