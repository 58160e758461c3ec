import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyPage } from '../../../ui/MoneyPage';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import styles from '../components/ieo.module.css';
import { ProductSummary } from '../components/ProductSummary';
import { publicationPath } from '../paths';
import { usePublications } from '../queries';

/** /pages/publication/index: the currency subscription products and their states. */
export default function PublicationPage() {
  const { t } = useTranslation('ieo');
  const navigate = useNavigate();
  const list = usePublications();
  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError) body = <ErrorState onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0) body = <EmptyState title={t('publication.empty')} />;
  else {
    body = list.data.items.map((p) => (
      <button key={p.id} type="button" className={`${styles.card} ${styles.row}`} style={{ width: 'calc(100% - 24px)' }}
        onClick={() => void navigate(publicationPath(p.id))} data-testid="publication-product">
        <ProductSummary product={p} />
      </button>
    ));
  }
  return (
    <MoneyPage title={t('publication.title')} testId="publication-page">
      <p className={styles.note}>{t('publication.intro')}</p>
      {body}
    </MoneyPage>
  );
}
