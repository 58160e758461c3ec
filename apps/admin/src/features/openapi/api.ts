import type { AdminApiKey } from '@candor/shared';
import { apiCall } from '../../api/client';
import { filterOf, pageOf, pagedList, type ListParams, type ResourceData } from '../../api/dataProvider';
import type { Query } from '../../api/client';

/** The list's query: its page, and one user's keys when a user id is given. */
export function keysQuery(params: ListParams): Query {
  const raw = String(filterOf(params)['user_id'] ?? '').trim();
  return { ...pageOf(params), user_id: /^[1-9]\d{0,15}$/.test(raw) ? raw : undefined };
}

/** Users' API keys, newest first (the secret is never shown: it is sealed on the server). */
export const apiKeysData: ResourceData = { list: pagedList<AdminApiKey>('admin/apikeys', keysQuery) };

export const revokeKey = (id: number): Promise<AdminApiKey> => apiCall('POST', `admin/apikeys/${id}/revoke`, { body: {} });
