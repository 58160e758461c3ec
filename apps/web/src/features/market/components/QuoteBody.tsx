import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/States';
import type { LiveQuote } from '../model/quotes';
import styles from './market.module.css';

type QueryLike = { isPending: boolean; isError: boolean; data?: readonly LiveQuote[]; refetch: () => unknown };

/**
 * The list's room while the quotes are asked for: the header and `rows` rows of the final size in grey, so the note
 * under the list does not move when the quotes arrive (it starts below the first screen, as it ends).
 */
export function QuoteSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.list} role="status" aria-busy="true" data-testid="quote-skeleton">
      <div className={`${styles.grid} ${styles.head}`} aria-hidden="true">
        <span className={styles.bone} style={{ width: 48 }} /><span className={`${styles.bone} ${styles.end}`} style={{ width: 40 }} />
        <span className={`${styles.bone} ${styles.end}`} style={{ width: 56 }} />
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`${styles.grid} ${styles.row}`} aria-hidden="true">
          <div className={styles.rowMain}>
            <span className={styles.market}><span className={styles.bone} style={{ width: 72, height: 15 }} /><span className={styles.bone} style={{ width: 52 }} /></span>
            <span className={`${styles.bone} ${styles.end}`} style={{ width: 64, height: 15 }} />
            <span className={`${styles.bone} ${styles.end}`} style={{ width: 80, height: 30 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The states around a list of quotes: loading, failed (with retry), nothing found, or the list itself. */
export function QuoteBody({ query, shown, search, empty, rows = 12, children }: {
  query: QueryLike; shown: readonly LiveQuote[]; search: string; empty?: ReactNode; rows?: number; children: ReactNode;
}) {
  const { t } = useTranslation('market');
  if (query.isPending) return <QuoteSkeleton rows={rows} />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if ((query.data?.length ?? 0) === 0) return <>{empty ?? <p className={styles.message}>{t('none')}</p>}</>;
  if (shown.length === 0) return <p className={styles.message} data-testid="no-match">{t('no_match', { text: search.trim() })}</p>;
  return <>{children}</>;
}
