import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/http';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { ContentArticle } from '../components/ContentArticle';
import { NewsList } from '../components/NewsList';
import { CONTENT_NOT_FOUND, idOfSearch, NEWS_DETAIL_PATH } from '../model/paths';
import { useNewsDetail } from '../queries';

/**
 * An article (/pages/news/detail?id=) or announcement (/pages/index/notice/notice?id=). The notice path without an
 * id is the seed's notice page: it shows the announcements.
 */
export default function NewsDetailPage() {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  const id = idOfSearch(search);
  const detail = useNewsDetail(id);
  const isNews = pathname.startsWith(NEWS_DETAIL_PATH);
  const title = t(isNews ? 'news' : 'notices');
  if (id === null && !isNews) return <PageShell title={title}><NewsList kind="announcement" /></PageShell>;
  const missing = id === null || (detail.error instanceof ApiError && detail.error.code === CONTENT_NOT_FOUND);
  return (
    <PageShell title={title}>
      {id !== null && detail.isPending && <Loading />}
      {missing && <EmptyState title={t('missing.title')} description={t('missing.item')} />}
      {detail.isError && !missing && <ErrorState onRetry={() => void detail.refetch()} />}
      {detail.data && <ContentArticle view={detail.data} showTitle showDate />}
    </PageShell>
  );
}
