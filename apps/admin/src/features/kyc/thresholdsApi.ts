import type { KycThreshold } from '@candor/shared';
import { HttpError, type RaRecord } from 'react-admin';
import { resourceCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

const PATH = 'admin/kyc/thresholds';
const asRecord = (t: KycThreshold): RaRecord => ({ ...t, id: t.coin });
// The path also fits the contract's admin/kyc/:id, so the answer is named here rather than inferred.
const all = async (): Promise<RaRecord[]> => (await resourceCall<KycThreshold[]>('GET', PATH)).map(asRecord);

/** Per coin, what a user may withdraw in a UTC day without advanced KYC; saving sends the coin and its new amount. */
export const kycThresholdsData: ResourceData = {
  list: async () => {
    const data = await all();
    return { data, total: data.length };
  },
  one: async (id) => (await all()).find((r) => r.id === id) ?? Promise.reject(new HttpError(`Coin ${String(id)} has no threshold.`, 404, { code: 404 })),
  update: async (id, data) => {
    const list = await resourceCall<KycThreshold[]>('POST', PATH, { body: { coin: String(id), daily_limit: String(data['daily_limit'] ?? '').trim() } });
    return list.map(asRecord).find((r) => r.id === id) ?? { id, coin: String(id), daily_limit: String(data['daily_limit']) };
  },
};

/** The problem with a daily amount, or null: a plain decimal, 0 or more, up to 8 places. */
export function thresholdProblem(v: unknown): string | null {
  const s = typeof v === 'string' ? v.trim() : '';
  if (!/^(0|[1-9]\d*)(\.\d{1,8})?$/.test(s)) return 'A plain amount such as 2000 or 0.05, up to 8 decimal places.';
  return null;
}
