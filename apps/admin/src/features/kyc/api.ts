import type { AdminKycSubmission, KycApproveOutcome } from '@candor/shared';
import type { RaRecord } from 'react-admin';
import { apiCall, resourceCall, type Query } from '../../api/client';
import { filterOf, pageOf, pagedList, type ListParams, type ResourceData } from '../../api/dataProvider';
import type { ReviewStatus } from '../../ui/reviewModel';

const PATH = 'admin/kyc';

/** The kit's "processing" (waiting) is the server's "pending". */
export const reviewStatusOf = (s: AdminKycSubmission['status']): ReviewStatus => (s === 'pending' ? 'processing' : s);
const serverStatusOf = (s: unknown): AdminKycSubmission['status'] | undefined =>
  s === 'processing' ? 'pending' : s === 'approved' || s === 'rejected' ? s : undefined;

const asReview = (s: AdminKycSubmission): RaRecord & { status: ReviewStatus } => ({ ...s, status: reviewStatusOf(s.status) });

/** The queue's query: page, status (waiting first) and level. */
export function kycQuery(params: ListParams): Query {
  const f = filterOf(params);
  const level = f['level'] === 'basic' || f['level'] === 'advanced' ? f['level'] : undefined;
  return { ...pageOf(params), status: serverStatusOf(f['status']), level };
}

/** The KYC review queue and one submission with the user's history. */
export const kycData: ResourceData = {
  list: pagedList<AdminKycSubmission>(PATH, kycQuery, asReview),
  one: async (id) => {
    const d = await resourceCall<AdminKycSubmission & { history: AdminKycSubmission[] }>('GET', `${PATH}/${encodeURIComponent(id)}`);
    return { ...asReview(d), history: d.history.map(asReview) };
  },
};

export const approveKyc = (id: number): Promise<KycApproveOutcome> => apiCall('POST', `${PATH}/${id}/approve`, { body: {} });
export const rejectKyc = (id: number, reason: string): Promise<AdminKycSubmission> => apiCall('POST', `${PATH}/${id}/reject`, { body: { reason } });
