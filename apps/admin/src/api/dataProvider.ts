import {
  HttpError, type CreateParams, type DataProvider, type GetListParams, type GetOneParams, type RaRecord, type UpdateParams,
} from 'react-admin';
import { apiCall, type Query } from './client';
import type { Page, WithPassword } from './types';
import { isWalletResource, walletList, walletOne, walletUpdate } from '../features/wallet/api';

/** The API path of each back-office resource (the money resources have theirs in ./wallet). */
const paths: Record<'users' | 'outbox' | 'audit' | 'admins', string> = { users: 'admin/users', outbox: 'admin/outbox', audit: 'admin/audit', admins: 'admin/admins' };

function pathOf(resource: string): string {
  const path = (paths as Record<string, string | undefined>)[resource];
  if (!path) throw new HttpError(`Unknown resource ${resource}.`, 404, { code: 404 });
  return path;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * react-admin's list parameters as the server reads them: 1-based page, limit (at most 100), and the filters
 * each list supports (q is the search box). The server orders newest first; sorting is not offered.
 */
export function listQuery(resource: string, params: Pick<GetListParams, 'pagination' | 'filter'>): Query {
  const page = params.pagination?.page ?? 1;
  const limit = Math.min(params.pagination?.perPage ?? 25, 100);
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const query: Query = { page, limit };
  if (resource === 'users' || resource === 'outbox') query['search'] = text(filter['q']);
  if (resource === 'audit') {
    query['action'] = text(filter['action']);
    const adminId = Number(filter['admin_id']);
    query['admin_id'] = Number.isInteger(adminId) && adminId > 0 ? adminId : undefined;
  }
  return query;
}

const unsupported = (what: string) => (): Promise<never> =>
  Promise.reject(new HttpError(`The back office does not ${what} here.`, 405, { code: 405 }));

/** The dataProvider of the back office: the admin API's `{ items, total }` pages behind react-admin's interface. */
export const dataProvider: DataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    if (isWalletResource(resource)) return walletList(resource, params) as Promise<{ data: R[]; total: number }>;
    const page = await apiCall<Page<R>>('GET', pathOf(resource), { query: listQuery(resource, params) });
    return { data: page.items, total: page.total };
  },
  async create<R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: number }>(resource: string, params: CreateParams) {
    if (resource !== 'admins') return unsupported('create records')();
    const res = await apiCall<WithPassword>('POST', paths.admins, { body: params.data as Record<string, unknown> });
    // The one-time password rides along on the created record so the page can show it once.
    return { data: { ...res.admin, password: res.password } as unknown as Result };
  },
  async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
    if (!isWalletResource(resource)) return unsupported('open single records')();
    return { data: (await walletOne(resource, params.id)) as R };
  },
  getMany: unsupported('read records by id'),
  getManyReference: unsupported('read references'),
  async update<R extends RaRecord>(resource: string, params: UpdateParams<R>) {
    if (!isWalletResource(resource)) return unsupported('edit records')();
    return { data: (await walletUpdate(resource, params.id, params.data as Record<string, unknown>)) as R };
  },
  updateMany: unsupported('edit records'),
  delete: unsupported('delete records'),
  deleteMany: unsupported('delete records'),
};

/** A new one-time password for an admin, second factor cleared, sessions ended (superadmin). */
export function resetAdmin(id: number): Promise<WithPassword> {
  return apiCall<WithPassword>('POST', `admin/admins/${id}/reset`);
}
