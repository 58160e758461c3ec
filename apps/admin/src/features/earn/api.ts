import type { AdminUplanSettings, EarnAccountOverview, EarnFunding, EarnPayoutDay } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { Query } from '../../api/client';
import { filterOf, pageOf, pagedList, type ListParams, type ResourceData } from '../../api/dataProvider';
import { optionalText, positiveId } from '../../ui/text';
import type { AnyProduct, ProductKind } from './productForm';

/** The products of one kind, newest first as the server lists them. */
export function listProducts(kind: ProductKind): Promise<AnyProduct[]> {
  if (kind === 'trust') return apiCall('GET', 'admin/earn/trust');
  if (kind === 'quantify') return apiCall('GET', 'admin/earn/quantify');
  return apiCall('GET', 'admin/earn/mining');
}

/** Creates (id null) or edits a product; the body is productBody's (only changed fields when editing). */
export async function saveProduct(kind: ProductKind, id: number | null, body: Record<string, unknown>): Promise<AnyProduct> {
  const path = id === null ? `admin/earn/${kind}` : `admin/earn/${kind}/${id}`;
  return apiCall('POST', path as 'admin/earn/trust', { body });
}

export function pauseProduct(kind: ProductKind, id: number, paused: boolean): Promise<AnyProduct> {
  return apiCall('POST', `admin/earn/${kind}/${id}/pause` as 'admin/earn/trust/:id/pause', { body: { paused } });
}

export const getUplan = (): Promise<AdminUplanSettings> => apiCall('GET', 'admin/earn/uplan');
export const saveUplan = (body: { daily_rate_ppm?: number; paused?: boolean }): Promise<AdminUplanSettings> => apiCall('POST', 'admin/earn/uplan', { body });

export const getAccount = (): Promise<EarnAccountOverview> => apiCall('GET', 'admin/earn/account');
export const getPayouts = (days: number): Promise<EarnPayoutDay[]> => apiCall('GET', 'admin/earn/payouts', { query: { days } });
export const proposeFunding = (body: { coin: string; amount: string; note: string }): Promise<EarnFunding> => apiCall('POST', 'admin/earn/fundings', { body });
export const approveFunding = (id: number): Promise<EarnFunding> => apiCall('POST', `admin/earn/fundings/${id}/approve` as 'admin/earn/fundings/:id/approve', { body: {} });
export const rejectFunding = (id: number): Promise<EarnFunding> => apiCall('POST', `admin/earn/fundings/${id}/reject` as 'admin/earn/fundings/:id/reject', { body: {} });

/** The one record the products and account pages are read through (they fetch their own parts). */
export const EARN_ID = 'overview';
export const productsData: ResourceData = { one: async () => ({ id: EARN_ID }) };
export const accountData: ResourceData = { one: async () => ({ ...(await getAccount()), id: EARN_ID }) };

export function holdingsQuery(params: ListParams): Query {
  const f = filterOf(params);
  const kind = optionalText(f['kind']);
  return { ...pageOf(params), user_id: positiveId(f['user_id']), kind: kind && ['trust', 'uplan', 'quantify', 'mining'].includes(kind) ? kind : undefined };
}

/** Every holding of users, any kind, newest first; filtered by user and kind. */
export const holdingsData: ResourceData = {
  list: pagedList('admin/earn/holdings', holdingsQuery, (h: { kind: string; id: number } & Record<string, unknown>) => ({ ...h, id: `${h.kind}-${h.id}`, holding_id: h.id })),
};

/** A funding proposal's problem before it is sent, or null. */
export function fundingProblem(f: { coin: string; amount: string }): string | null {
  if (!/^[A-Z0-9]{2,12}$/.test(f.coin)) return 'Choose a coin.';
  if (!/^(0|[1-9]\d*)(\.\d{1,8})?$/.test(f.amount) || /^0(\.0*)?$/.test(f.amount)) return 'Enter an amount greater than zero (up to 8 decimals).';
  return null;
}
