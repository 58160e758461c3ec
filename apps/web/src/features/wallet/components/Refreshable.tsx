import { DotLoading, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Pull-to-refresh for a page that is not a paged list, with the kit's texts. */
export function Refreshable({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <PullToRefresh onRefresh={async () => { await onRefresh(); }}
      pullingText={t('list.pull')} canReleaseText={t('list.release')} refreshingText={<DotLoading />} completeText={t('list.refreshed')}>
      {children}
    </PullToRefresh>
  );
}
