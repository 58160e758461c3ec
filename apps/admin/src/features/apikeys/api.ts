import type { AdminApiKey } from '@candor/shared';
import { apiCall } from '../../api/client';
import type { ResourceData } from '../../api/dataProvider';

/** Keys of all users, or of one user, newest first. */
export const apiKeys = (page: number, userId?: number): Promise<{ total: number; items: AdminApiKey[] }> =>
  apiCall('GET', 'admin/apikeys', { query: userId ? { page, limit: 50, user_id: userId } : { page, limit: 50 } });

export const revokeKey = (id: number): Promise<AdminApiKey> => apiCall('POST', `admin/apikeys/${id}/revoke`);

/** The user id typed in the filter, or undefined when empty; null when it is not a whole number. */
export function userIdOf(text: string): number | undefined | null {
  const t = text.trim();
  if (t === '') return undefined;
  return /^[1-9]\d{0,15}$/.test(t) ? Number(t) : null;
}

/** The section reads its list itself; react-admin lists nothing. */
export const apiKeysData: ResourceData = { list: async () => ({ data: [], total: 0 }) };
