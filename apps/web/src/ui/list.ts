/** The load-more trigger of seed section 2: 150 px from the bottom. */
export const LOAD_MORE_THRESHOLD_PX = 150;

export type PageResult<T> = { items: T[]; hasMore: boolean };

/** The next page number to ask for, or undefined when the last answer said there is no more. */
export function nextPageParam<T>(last: PageResult<T>, all: readonly PageResult<T>[]): number | undefined {
  return last.hasMore && last.items.length > 0 ? all.length + 1 : undefined;
}

/** Items of every loaded page, in order. */
export function flattenPages<T>(pages: readonly PageResult<T>[] | undefined): T[] {
  return pages ? pages.flatMap((p) => p.items) : [];
}
