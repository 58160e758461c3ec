import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/http';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { ContentArticle } from '../components/ContentArticle';
import { CONTENT_NOT_FOUND, idOfSearch } from '../model/paths';
import { useInfoPage, useNewsDetail } from '../queries';

const SLUG = /^[a-z0-9-]{1,60}$/;

/**
 * /pages/webview/index and /pages/template/index: an operator content page chosen by the query, `?slug=<page>` (an
 * information page) or `?id=<n>` (an article or announcement). Never an outside address: nothing is framed.
 */
export default function WebviewPage() {
  const { t } = useTranslation('content');
  const { search } = useLocation();
  const raw = new URLSearchParams(search).get('slug');
  const slug = raw !== null && SLUG.test(raw) ? raw : null;
  const id = slug === null ? idOfSearch(search) : null;
  const page = useInfoPage(slug ?? '', slug !== null);
  const item = useNewsDetail(id);
  const q = slug !== null ? page : item;
  const asked = slug !== null || id !== null;
  const missing = !asked || (q.error instanceof ApiError && q.error.code === CONTENT_NOT_FOUND);
  return (
    <PageShell title={q.data?.title ?? t('webview.title')}>
      <div data-testid="webview-page">
        {asked && q.isPending && <Loading />}
        {missing && <EmptyState title={t('missing.title')} description={t('missing.page')} />}
        {q.isError && !missing && <ErrorState onRetry={() => void q.refetch()} />}
        {q.data && <ContentArticle view={q.data} showDate={id !== null} />}
      </div>
    </PageShell>
  );
}
