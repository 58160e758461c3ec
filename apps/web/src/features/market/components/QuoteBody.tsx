import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '../../../ui/States';
import type { LiveQuote } from '../model/quotes';
import styles from './market.module.css';

type QueryLike = { isPending: boolean; isError: boolean; data?: readonly LiveQuote[]; refetch: () => unknown };

/** The states around a list of quotes: loading, failed (with retry), nothing found, or the list itself. */
export function QuoteBody({ query, shown, search, empty, children }: {
  query: QueryLike; shown: readonly LiveQuote[]; search: string; empty?: ReactNode; children: ReactNode;
}) {
  const { t } = useTranslation('market');
  if (query.isPending) return <Loading />;
  if (query.isError && !query.data) return <ErrorState onRetry={() => void query.refetch()} />;
  if ((query.data?.length ?? 0) === 0) return <>{empty ?? <p className={styles.message}>{t('none')}</p>}</>;
  if (shown.length === 0) return <p className={styles.message} data-testid="no-match">{t('no_match', { text: search.trim() })}</p>;
  return <>{children}</>;
}
