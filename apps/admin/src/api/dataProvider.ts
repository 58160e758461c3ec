import {
  HttpError, type CreateParams, type DataProvider, type GetListParams, type GetListResult, type GetOneParams, type Identifier,
  type RaRecord, type UpdateParams,
} from 'react-admin';
import { optionalText } from '../ui/text';
import { resourceCall, type Query } from './client';
import type { Page } from './types';

/** The part of react-admin's list parameters the admin API reads (it orders newest first; sorting is not offered). */
export type ListParams = Pick<GetListParams, 'pagination' | 'filter'>;

/**
 * How one resource reaches the admin API. Each feature writes its own (its door exports it with the resource) and
 * App.tsx hands them all to createDataProvider; what a resource leaves out, the back office does not do.
 */
export type ResourceData = {
  list?: (params: ListParams) => Promise<GetListResult>;
  one?: (id: Identifier) => Promise<RaRecord>;
  update?: (id: Identifier, data: Record<string, unknown>) => Promise<RaRecord>;
  create?: (data: Record<string, unknown>) => Promise<RaRecord>;
};

/** 1-based page and limit (at most 100), as every admin list reads them. */
export function pageOf(params: ListParams): { page: number; limit: number } {
  return { page: params.pagination?.page ?? 1, limit: Math.min(params.pagination?.perPage ?? 25, 100) };
}

/** A list's filter values as typed (q is the search box). */
export const filterOf = (params: ListParams): Record<string, unknown> => (params.filter ?? {}) as Record<string, unknown>;

/** The query of a list with a search box: its page and what was typed in it. */
export const searchQuery = (params: ListParams): Query => ({ ...pageOf(params), search: optionalText(filterOf(params)['q']) });

/** A list the server answers in `{ items, total }` pages; `query` reads react-admin's parameters (paging only by default). */
export function pagedList<T extends RaRecord>(path: string, query: (params: ListParams) => Query = pageOf, record: (item: T) => RaRecord = (item) => item) {
  return async (params: ListParams): Promise<GetListResult> => {
    const page = await resourceCall<Page<T>>('GET', path, { query: query(params) });
    return { data: page.items.map(record), total: page.total };
  };
}

/** A record read at `path/:id`. */
export const recordAt = (path: string) => (id: Identifier): Promise<RaRecord> => resourceCall<RaRecord>('GET', `${path}/${encodeURIComponent(id)}`);

/**
 * A short list the server answers in one page (coins, fiat rates): listed whole, and a single record is read from
 * it since the server has no single read for these.
 */
export function shortList<T extends object>(path: string, what: string, record: (item: T) => RaRecord): Required<Pick<ResourceData, 'list' | 'one'>> {
  const all = async (): Promise<RaRecord[]> => (await resourceCall<Page<T>>('GET', path, { query: { page: 1, limit: 100 } })).items.map(record);
  return {
    list: async () => {
      const data = await all();
      return { data, total: data.length };
    },
    one: async (id) => {
      const found = (await all()).find((r) => String(r.id) === String(id));
      if (!found) throw new HttpError(`${what} ${String(id)} was not found.`, 404, { code: 404 });
      return found;
    },
  };
}

const refuse = (what: string): Promise<never> => Promise.reject(new HttpError(`The back office does not ${what} here.`, 405, { code: 405 }));

/** A section's data, or how to load it on first use (keeps its API code out of the back office's first load). */
export type SectionData = ResourceData | (() => Promise<ResourceData>);

/** react-admin's dataProvider over each resource's ResourceData; a resource without a handler is refused. */
export function createDataProvider(resources: Readonly<Record<string, { data: SectionData }>>): DataProvider {
  const dataOf = async (resource: string): Promise<ResourceData> => {
    const found = Object.hasOwn(resources, resource) ? resources[resource] : undefined;
    if (!found) throw new HttpError(`Unknown resource ${resource}.`, 404, { code: 404 });
    return typeof found.data === 'function' ? found.data() : found.data;
  };
  return {
    async getList<R extends RaRecord>(resource: string, params: GetListParams) {
      const list = (await dataOf(resource)).list;
      return list ? (list(params) as Promise<GetListResult<R>>) : refuse('list records');
    },
    async getOne<R extends RaRecord>(resource: string, params: GetOneParams<R>) {
      const one = (await dataOf(resource)).one;
      return one ? { data: (await one(params.id)) as R } : refuse('open single records');
    },
    async update<R extends RaRecord>(resource: string, params: UpdateParams<R>) {
      const update = (await dataOf(resource)).update;
      return update ? { data: (await update(params.id, params.data as Record<string, unknown>)) as R } : refuse('edit records');
    },
    async create<R extends Omit<RaRecord, 'id'>, Result extends RaRecord = R & { id: Identifier }>(resource: string, params: CreateParams<R>) {
      const create = (await dataOf(resource)).create;
      return create ? { data: (await create(params.data as Record<string, unknown>)) as Result } : refuse('create records');
    },
    getMany: () => refuse('read records by id'),
    getManyReference: () => refuse('read references'),
    updateMany: () => refuse('edit records'),
    delete: () => refuse('delete records'),
    deleteMany: () => refuse('delete records'),
  };
}
