import type { AdminBankWithdrawal, BankPayOutcome } from '@candor/shared';
import { apiCall } from '../../api/client';
import { pagedList, recordAt, type ResourceData } from '../../api/dataProvider';
import { reviewQuery } from '../../ui/reviewModel';

const PATH = 'admin/bank-withdrawals';

/** The bank withdrawal queue, by status, and one request. */
export const bankWithdrawalsData: ResourceData = { list: pagedList(PATH, reviewQuery), one: recordAt(PATH) };

/** Mark a bank withdrawal paid (the bank transfer was sent), with the transfer's reference when there is one. */
export const payBankWithdrawal = (id: number, ref: string): Promise<BankPayOutcome> =>
  apiCall('POST', `${PATH}/${id}/pay`, { body: ref.trim() ? { payment_ref: ref.trim() } : {} });
export const rejectBankWithdrawal = (id: number, reason: string): Promise<AdminBankWithdrawal> =>
  apiCall('POST', `${PATH}/${id}/reject`, { body: { reason } });
