import type { ReferralPayoutDay, ReferralRate } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

export const referralRate = (): Promise<ReferralRate> => apiCall('GET', 'admin/referral/settings');
export const saveRate = (rate: string): Promise<ReferralRate> => apiCall('POST', 'admin/referral/settings', { body: { rate } });
export const payoutDays = (page: number): Promise<{ total: number; items: ReferralPayoutDay[] }> =>
  apiCall('GET', 'admin/referral/payouts', { query: { page, limit: 50 } });

/** The referral page reads its own figures; react-admin lists nothing. */
export const referralData: ResourceData = {
  list: async () => ({ data: [], total: 0 }),
};
