import type { PageResult } from '../../../ui/list';

/** A deposit request as charge_req and charge_mention/log2 answer it. */
export type DepositRecord = {
  id: number; type: 'deposit'; coin: string; currency_id: number; network: string; amount: string; hash: string | null;
  proof_id: number; address: string; sample_address: boolean; status: DepositStatus; reject_reason: string | null;
  created_at: number; reviewed_at: number | null;
};

export type DepositStatus = 'processing' | 'approved' | 'rejected';

export const RECORDS_PER_PAGE = 20;

export function toRecordsPage(answer: { total: number; items: DepositRecord[] }, page: number, limit: number = RECORDS_PER_PAGE): PageResult<DepositRecord> {
  return { items: answer.items, hasMore: page * limit < answer.total };
}
