import type { QuantifyPlan } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { StatusTag } from '../../../ui/StatusTag';
import { ClosedNote } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { dailyPercent, rangePercent } from '../model/rates';
import { QUANTIFY_CREATE_PATH, withId } from '../paths';
import { formatCount } from '../model/count';

/** A quantify plan: its published daily rate range, term and limits; opens the page that starts it. */
export function PlanCard({ plan }: { plan: QuantifyPlan }) {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const coin = plan.coin;
  const last = plan.recent_rates[0];
  return (
    <button type="button" className={styles.card} data-testid="quantify-plan" data-id={plan.id} data-open={plan.open}
      onClick={() => void navigate(withId(QUANTIFY_CREATE_PATH, plan.id))}>
      <div className={styles.cardHead}>
        <span>{plan.name}</span>
        <StatusTag tone={plan.open ? 'success' : 'warning'}>{t(plan.open ? 'state.open' : 'state.closed')}</StatusTag>
      </div>
      <dl className={styles.figures}>
        <div style={{ gridColumn: 'span 2' }}><dt>{t('quantify.range')}</dt><dd className={styles.rate} data-testid="quantify-range">{rangePercent(plan.rate_min_ppm, plan.rate_max_ppm)}</dd></div>
        <div><dt>{t('quantify.days')}</dt><dd>{plan.days}</dd></div>
        <div><dt>{t('trust.min')}</dt><dd>{formatAmount(plan.min_amount, coin)} {coin}</dd></div>
        <div><dt>{t('quantify.last_rate')}</dt><dd>{last ? dailyPercent(last.rate_ppm) : '—'}</dd></div>
        <div><dt>{t('trust.covered_days')}</dt><dd>{formatCount(plan.coverage.days_covered)}</dd></div>
      </dl>
      <ClosedNote reason={plan.closed_reason} />
    </button>
  );
}
