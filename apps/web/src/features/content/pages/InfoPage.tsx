import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { useLocation } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import { ContentArticle } from '../components/ContentArticle';
import { CONTENT_NOT_FOUND, slugOfPath } from '../model/paths';
import { useInfoPage } from '../queries';

/** An information page or agreement as the operator published it (routes.md "Profile information pages"). */
export default function InfoPage() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const slug = slugOfPath(pathname) ?? 'faq';
  const page = useInfoPage(slug);
  const missing = page.error instanceof ApiError && page.error.code === CONTENT_NOT_FOUND;
  return (
    <PageShell title={page.data?.title ?? t(`pages.${slug}`)}>
      {page.isPending && <Loading />}
      {missing && <EmptyState title={t('missing.title')} description={t('missing.page')} />}
      {page.isError && !missing && <ErrorState onRetry={() => void page.refetch()} />}
      {page.data && <ContentArticle view={page.data} />}
    </PageShell>
  );
}
