import { useInfiniteQuery } from '@tanstack/react-query';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPages, LOAD_MORE_THRESHOLD_PX, nextPageParam, type PageResult } from './list';
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
        <InfiniteScroll threshold={LOAD_MORE_THRESHOLD_PX} hasMore={query.hasNextPage}
          loadMore={async () => { await query.fetchNextPage(); }}>
          {query.hasNextPage ? <DotLoading /> : <span className="c-muted">{t('list.end')}</span>}
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
