import type { PageResult } from '../../../ui/list';

/** Rows per page of the feature's lists. */
export const PAGE_SIZE = 20;

/** A `{ total, items }` answer as the list kit's page: more to load while the pages so far hold fewer than total. */
export function toPage<T, R = T>(answer: { total: number; items: readonly T[] }, page: number, limit: number, map?: (item: T) => R): PageResult<R> {
  const items = map ? answer.items.map(map) : (answer.items as unknown as R[]);
  return { items: [...items], hasMore: answer.items.length > 0 && (page - 1) * limit + answer.items.length < answer.total };
}
