import type { StatusTone } from '../../../ui/StatusTag';
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

/** Each status's tag: its tone and its label key under `deposits:status.`. */
export function statusView(status: string): { tone: StatusTone; key: 'processing' | 'approved' | 'rejected' | 'unknown' } {
  switch (status) {
    case 'processing': return { tone: 'warning', key: 'processing' };
    case 'approved': return { tone: 'success', key: 'approved' };
    case 'rejected': return { tone: 'danger', key: 'rejected' };
    default: return { tone: 'neutral', key: 'unknown' };
  }
}

/** A long hash or address in one line: its first and last characters around an ellipsis. */
export function shorten(text: string, head = 10, tail = 8): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A record's time, local: YYYY-MM-DD HH:mm:ss. */
export function recordTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
