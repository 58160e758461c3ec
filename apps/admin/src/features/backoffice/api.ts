import type { RaRecord } from 'react-admin';
import { apiCall, type Query } from '../../api/client';
import { filterOf, pagedList, pageOf, type ListParams, type ResourceData } from '../../api/dataProvider';
import type { Me } from '../../api/types';
import { optionalText, positiveId } from '../../ui/text';
import type { Enrolment, LoginData, WithPassword } from './types';

/** The audit log's query: its page, and the action and admin filters. */
export function auditQuery(params: ListParams): Query {
  const filter = filterOf(params);
  return { ...pageOf(params), action: optionalText(filter['action']), admin_id: positiveId(filter['admin_id']) };
}

export const auditData: ResourceData = { list: pagedList('admin/audit', auditQuery) };

export const adminsData: ResourceData = {
  list: pagedList('admin/admins'),
  async create(data): Promise<RaRecord> {
    const res = await apiCall<WithPassword>('POST', 'admin/admins', { body: data });
    // The one-time password rides along on the created record so the page can show it once.
    return { ...res.admin, password: res.password };
  },
};

/** A new one-time password for an admin, second factor cleared, sessions ended (superadmin). */
export const resetAdmin = (id: number): Promise<WithPassword> => apiCall<WithPassword>('POST', `admin/admins/${id}/reset`);

/** The sign-in steps' calls; each runs with the token of the session it advances, never the stored one. */
export const signIn = (c: { username: string; password: string }, totp?: string): Promise<LoginData> =>
  apiCall<LoginData>('POST', 'admin/login', { body: totp ? { ...c, totp } : c, token: null });
export const setupTotp = (token: string): Promise<Enrolment> => apiCall<Enrolment>('POST', 'admin/totp/setup', { token });
export const enableTotp = (code: string, token: string): Promise<Me> => apiCall<Me>('POST', 'admin/totp/enable', { body: { code }, token });
export const changePassword = (old: string, next: string, token: string): Promise<Me> =>
  apiCall<Me>('POST', 'admin/password', { body: { old_password: old, new_password: next, re_password: next }, token });
