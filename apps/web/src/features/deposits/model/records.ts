import type { DepositRecord } from '@candor/shared';
import type { PageResult } from '../../../ui/list';

/** A deposit request as charge_req and charge_mention/log2 answer it (the API contract's shape). */
export type { DepositRecord };

export const RECORDS_PER_PAGE = 20;

export function toRecordsPage(answer: { total: number; items: DepositRecord[] }, page: number, limit: number = RECORDS_PER_PAGE): PageResult<DepositRecord> {
  return { items: answer.items, hasMore: page * limit < answer.total };
}
