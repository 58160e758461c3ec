import type { MiningMachine } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatAmount } from '../../../ui/format';
import { StatusTag } from '../../../ui/StatusTag';
import { ClosedNote } from '../components/HonestCard';
import styles from '../components/earn.module.css';
import { MINING_DETAIL_PATH, withId } from '../paths';
import { formatCount } from '../model/count';

/** A machine for rent: price, daily output, term and stock; opens its detail page. */
export function MachineCard({ machine }: { machine: MiningMachine }) {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.card} data-testid="mining-machine" data-id={machine.id} data-open={machine.open}
      onClick={() => void navigate(withId(MINING_DETAIL_PATH, machine.id))}>
      <div className={styles.cardHead}>
        <span>{machine.name}</span>
        <StatusTag tone={machine.open ? 'success' : 'warning'}>{t(machine.open ? 'state.open' : 'state.closed')}</StatusTag>
      </div>
      <dl className={styles.figures}>
        <div><dt>{t('mining.price')}</dt><dd>{formatAmount(machine.price, machine.price_coin)} {machine.price_coin}</dd></div>
        <div><dt>{t('mining.daily_output')}</dt><dd className={styles.rate} style={{ fontSize: 15 }}>{formatAmount(machine.daily_output, machine.output_coin)} {machine.output_coin}</dd></div>
        <div><dt>{t('mining.term')}</dt><dd>{machine.term_days}</dd></div>
        <div><dt>{t('mining.total_output')}</dt><dd>{formatAmount(machine.total_output, machine.output_coin)} {machine.output_coin}</dd></div>
        <div><dt>{t('mining.left')}</dt><dd>{formatCount(machine.left)}</dd></div>
        <div><dt>{t('trust.covered_days')}</dt><dd>{formatCount(machine.coverage.days_covered)}</dd></div>
      </dl>
      <ClosedNote reason={machine.closed_reason} />
    </button>
  );
}
