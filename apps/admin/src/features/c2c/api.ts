import type { C2cAd, C2cAdminMerchant, C2cAdminOrder, C2cChatMessage, C2cMerchantStatus, C2cSettings } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

/** C2C's back office reads its own lists (each page has its filters and actions); react-admin only opens the pages. */
export const c2cData: ResourceData = { list: async () => ({ data: [], total: 0 }) };

export type Paged<T> = { total: number; items: T[] };

export const merchantsOf = (status: C2cMerchantStatus | undefined, page: number): Promise<Paged<C2cAdminMerchant>> =>
  apiCall('GET', 'admin/c2c/merchants', { query: { page, limit: 50, status } });
export const approveMerchant = (id: number): Promise<C2cAdminMerchant> => apiCall('POST', `admin/c2c/merchants/${id}/approve`, { body: {} });
export const rejectMerchant = (id: number, reason: string): Promise<C2cAdminMerchant> => apiCall('POST', `admin/c2c/merchants/${id}/reject`, { body: { reason } });
export const suspendMerchant = (id: number, reason: string): Promise<C2cAdminMerchant> => apiCall('POST', `admin/c2c/merchants/${id}/suspend`, { body: { reason } });

export const bonds = (): Promise<{ asset: string; total: string; items: C2cAdminMerchant[] }> => apiCall('GET', 'admin/c2c/bonds');

export const adsOf = (status: 'online' | 'offline' | 'closed' | undefined, page: number): Promise<Paged<C2cAd>> =>
  apiCall('GET', 'admin/c2c/ads', { query: { page, limit: 50, status } });
export const adOffline = (id: number): Promise<C2cAd> => apiCall('POST', `admin/c2c/ads/${id}/offline`, { body: {} });

export const ordersOf = (status: number | undefined, page: number): Promise<Paged<C2cAdminOrder>> =>
  apiCall('GET', 'admin/c2c/orders', { query: { page, limit: 50, status } });
export const orderOf = (id: number): Promise<C2cAdminOrder> => apiCall('GET', `admin/c2c/orders/${id}`);
export const appealsOf = (page: number): Promise<Paged<C2cAdminOrder>> => apiCall('GET', 'admin/c2c/appeals', { query: { page, limit: 50 } });
export const chatOf = (id: number): Promise<C2cChatMessage[]> => apiCall('GET', `admin/c2c/orders/${id}/chat`);
export const decide = (id: number, decision: 'release' | 'return', note: string) =>
  apiCall('POST', `admin/c2c/appeals/${id}/decide`, { body: { decision, note } });

export const settings = (): Promise<C2cSettings> => apiCall('GET', 'admin/c2c/settings');
export const saveSettings = (b: { bond_amount: string; appeal_threshold: string; daily_cancel_limit: string }): Promise<C2cSettings> =>
  apiCall('POST', 'admin/c2c/settings', { body: b });

/** The seed's order status words for the back office. */
export const STATUS_LABEL: Readonly<Record<number, string>> = { 1: 'Paying', 2: 'Payment done', 3: 'Completed', 4: 'In appeal', 5: 'Cancelled' };
