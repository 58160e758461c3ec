import { coinBySymbol, formatAmount, type AdminWithdrawal, type WithdrawAddress, type WithdrawalRecord } from '@candor/shared';
import type { ApprovalNamedRow } from '../backoffice/index.js';
import type { WithdrawAddressRow } from './addresses.repo.js';
import type { WithdrawalRow } from './withdrawals.repo.js';

/** What the withdrawal routes answer (packages/shared/src/api/withdrawals.ts): amounts as decimal strings, ids and times as numbers. */

const currencyIdOf = (asset: string): number => coinBySymbol(asset)?.id ?? 0;

export type AddressView = WithdrawAddress;

export const addressOut = (a: WithdrawAddressRow): AddressView => ({
  id: a.id, currency_id: currencyIdOf(a.asset), coin: a.asset, network: a.network, address: a.address, remark: a.remark, created_at: a.created_at,
});

export type WithdrawalView = WithdrawalRecord;

export const withdrawalOut = (w: WithdrawalRow): WithdrawalView => ({
  id: w.id, currency_id: currencyIdOf(w.asset), coin: w.asset, network: w.network, address: w.address,
  amount: formatAmount(w.amount_atoms), fee: formatAmount(w.fee_atoms), total: formatAmount(w.amount_atoms + w.fee_atoms),
  status: w.status, reason: w.reason, tx_hash: w.tx_hash, created_at: w.created_at, updated_at: w.updated_at,
});

export type AdminWithdrawalView = AdminWithdrawal;

/** A withdrawal in the review queue; its four-eyes requests (backoffice) give the first approval of two. */
export function adminWithdrawalOut(w: WithdrawalRow, secondApprovalRequired: boolean, requests: readonly ApprovalNamedRow[] = [],
  user: string | null = null): AdminWithdrawalView {
  const first = requests.find((a) => a.status === 'pending') ?? requests.find((a) => a.status === 'approved');
  return {
    ...withdrawalOut(w), user_id: w.user_id, user, second_approval_required: secondApprovalRequired || first !== undefined,
    first_approved_by: first?.proposed_by ?? null, first_approved_at: first?.proposed_at ?? null, decided_by: w.decided_by, decided_at: w.decided_at,
  };
}
