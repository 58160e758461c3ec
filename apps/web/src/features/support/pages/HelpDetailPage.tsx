import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../api/http';
import { useSession } from '../../../session';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import styles from '../components/support.module.css';
import { idOfSearch, SUPPORT_NOT_FOUND } from '../model/paths';
import { useFaqArticle } from '../queries';

/** One FAQ article (/pages/help-center/detail?id=): the body is HTML the server sanitised when it was saved. */
export default function HelpDetailPage() {
  const { t } = useTranslation('support');
  const lang = useSession((s) => s.lang);
  const id = idOfSearch(useLocation().search);
  const article = useFaqArticle(id);
  const missing = id === null || (article.error instanceof ApiError && article.error.code === SUPPORT_NOT_FOUND);
  const a = article.data;
  return (
    <PageShell title={t('title')}>
      {id !== null && article.isPending && <Loading />}
      {missing && <EmptyState title={t('missing')} />}
      {article.isError && !missing && <ErrorState onRetry={() => void article.refetch()} />}
      {a && (
        <article className={styles.article} lang={a.lang} data-testid="help-detail">
          {a.sample && <div className={styles.sample} role="note" data-testid="sample-notice"><strong>{t('sample.tag')}.</strong> {t('sample.text')}</div>}
          {a.lang !== lang && <div className={styles.note} role="note">{t('fallback')}</div>}
          <h2 className={styles.title}>{a.title}</h2>
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: a.body }} />
        </article>
      )}
    </PageShell>
  );
}
