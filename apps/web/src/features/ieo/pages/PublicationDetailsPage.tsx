import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { MoneyPage } from '../../../ui/MoneyPage';
import { ErrorState, Loading } from '../../../ui/States';
import styles from '../components/ieo.module.css';
import { ProductSummary } from '../components/ProductSummary';
import { idParam } from '../model/ieo';
import { purchasePath } from '../paths';
import { usePublication } from '../queries';

/** /pages/publication/details?id=: one product; while subscribing, the way to buy. */
export default function PublicationDetailsPage() {
  const { t } = useTranslation('ieo');
  const navigate = useNavigate();
  const id = idParam(useLocation().search);
  const product = usePublication(id);
  let body;
  if (product.isPending) body = <Loading />;
  else if (product.isError) body = <ErrorState description={product.error.message} onRetry={() => void product.refetch()} />;
  else {
    const p = product.data;
    body = (
      <section className={styles.card} data-testid="publication-details">
        <ProductSummary product={p} full />
        <p className={styles.text}>{t(`state_note.${p.state}`)}</p>
        {(p.state === 'subscribing' || p.state === 'launched') && (
          <button type="button" className={styles.primary} onClick={() => void navigate(purchasePath(p.id))} data-testid="publication-buy">
            {t(p.state === 'launched' ? 'publication.redeem_go' : 'publication.buy')}
          </button>
        )}
      </section>
    );
  }
  return <MoneyPage title={t('publication.details')} testId="publication-details-page">{body}</MoneyPage>;
}
