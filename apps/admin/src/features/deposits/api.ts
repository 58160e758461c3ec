import type { DepositApproveOutcome, DepositReview } from '@candor/shared';
import { apiCall } from '../../api/client';
import { pagedList, recordAt, type ResourceData } from '../../api/dataProvider';
import { reviewQuery } from '../../ui/reviewModel';

const PATH = 'admin/deposits';

/** The deposit review queue, by status, and one request. */
export const depositsData: ResourceData = { list: pagedList(PATH, reviewQuery), one: recordAt(PATH) };

/** One approval of a deposit: the first of two at or above the coin's review threshold, otherwise the crediting one. */
export const approveDeposit = (id: number): Promise<DepositApproveOutcome> => apiCall('POST', `${PATH}/${id}/approve`, { body: {} });
export const rejectDeposit = (id: number, reason: string): Promise<DepositReview> =>
  apiCall('POST', `${PATH}/${id}/reject`, { body: { reason } });
