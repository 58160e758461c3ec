import type { TrustProduct } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { StatusTag } from '../../../ui/StatusTag';
import { ClosedNote } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { dailyPercent, yearPercent } from '../model/rates';
import { FINANCE_BUY_PATH, withId } from '../paths';
import { formatCount } from '../model/count';

/** A trust product in the Finance tab's list: its daily rate, cycle and minimum; opens its buy page. */
export function ProductCard({ product }: { product: TrustProduct }) {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const coin = product.coin;
  return (
    <button type="button" className={styles.card} data-testid="trust-product" data-id={product.id} data-open={product.open}
      onClick={() => void navigate(withId(FINANCE_BUY_PATH, product.id))}>
      <div className={styles.cardHead}>
        <span>{product.name}</span>
        <StatusTag tone={product.open ? 'success' : 'warning'}>{t(product.open ? 'state.open' : 'state.closed')}</StatusTag>
      </div>
      <dl className={styles.figures}>
        <div><dt>{t('trust.daily_rate')}</dt><dd className={styles.rate} data-testid="trust-rate">{dailyPercent(product.daily_rate_ppm)}</dd></div>
        <div><dt>{t('trust.cycle')}</dt><dd data-testid="trust-cycle">{product.cycle_days}</dd></div>
        <div><dt>{t('trust.min')}</dt><dd>{formatAmount(product.min_amount, coin)} {coin}</dd></div>
        <div><dt>{t('trust.yearly')}</dt><dd>{yearPercent(product.daily_rate_ppm)}</dd></div>
        <div><dt>{t('trust.quota_left')}</dt><dd>{formatAmount(product.quota_left, coin)}</dd></div>
        <div><dt>{t('trust.covered_days')}</dt><dd>{formatCount(product.coverage.days_covered)}</dd></div>
      </dl>
      <ClosedNote reason={product.closed_reason} />
    </button>
  );
}
