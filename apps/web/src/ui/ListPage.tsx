import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPages, nextPageParam, type PageResult } from './list';
import { LoadMore } from './LoadMore';
import { PullToRefresh } from './PullToRefresh';
import { EmptyState, ErrorState, Loading } from './States';

export type ListPageProps<T> = {
  queryKey: readonly unknown[];
  fetchPage: (page: number) => Promise<PageResult<T>>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  empty?: ReactNode;
  header?: ReactNode;
};

/** A paged list with pull-to-refresh and load-more 150 px before the bottom. */
export function ListPage<T>({ queryKey, fetchPage, renderItem, itemKey, empty, header }: ListPageProps<T>) {
  const { t } = useTranslation('common');
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const items = flattenPages(query.data?.pages);
  return (
    <PullToRefresh onRefresh={() => query.refetch()}>
      {header}
      {query.isPending && <Loading />}
      {query.isError && items.length === 0 && <ErrorState onRetry={() => void query.refetch()} />}
      {query.isSuccess && items.length === 0 && (empty ?? <EmptyState />)}
      <div className="c-list">{items.map((item) => <div key={itemKey(item)} className="c-list-item">{renderItem(item)}</div>)}</div>
      {items.length > 0 && (
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => query.fetchNextPage()}
          end={<span className="c-muted">{t('list.end')}</span>} />
      )}
    </PullToRefresh>
  );
}
