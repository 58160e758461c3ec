import type { AdminWithdrawal, WithdrawalPayOutcome } from '@candor/shared';
import { apiCall } from '../../api/client';
import { pagedList, recordAt, type ResourceData } from '../../api/dataProvider';
import { reviewQuery } from '../../ui/reviewModel';

const PATH = 'admin/withdrawals';

/** The withdrawal review queue, by status, and one request. */
export const withdrawalsData: ResourceData = { list: pagedList(PATH, reviewQuery), one: recordAt(PATH) };

/** Approve and pay a withdrawal, with the payout's transaction hash when there is one. */
export const payWithdrawal = (id: number, txHash: string): Promise<WithdrawalPayOutcome> =>
  apiCall('POST', `${PATH}/${id}/pay`, { body: txHash.trim() ? { tx_hash: txHash.trim() } : {} });
export const rejectWithdrawal = (id: number, reason: string): Promise<AdminWithdrawal> =>
  apiCall('POST', `${PATH}/${id}/reject`, { body: { reason } });
