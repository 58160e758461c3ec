import type { ContentView } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { formatDateTime } from '../../../ui/format/time';
import styles from './content.module.css';

/**
 * A published text: the sample note when a trial install shipped it, a note when it is shown in English because the
 * user's language has none, and the body (HTML the server sanitised when it was saved: no scripts, no handlers).
 */
export function ContentArticle({ view, showTitle = false, showDate = false }: { view: ContentView; showTitle?: boolean; showDate?: boolean }) {
  const { t } = useTranslation('content');
  const lang = useSession((s) => s.lang);
  return (
    <article className={styles.article} data-testid="content-article" lang={view.lang}>
      {view.sample && <div className="c-sample" role="note" data-testid="sample-notice"><strong>{t('sample.badge')}</strong> {t('sample.text')}</div>}
      {view.lang !== lang && <div className={styles.note} role="note" data-testid="fallback-notice">{t('fallback')}</div>}
      {showTitle && <h2 className={styles.title}>{view.title}</h2>}
      {showDate && <p className={styles.meta}>{formatDateTime(view.published_at)}</p>}
      <div className={styles.body} data-testid="content-body" dangerouslySetInnerHTML={{ __html: view.body }} />
    </article>
  );
}
