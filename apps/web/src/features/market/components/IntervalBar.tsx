import { CHART_INTERVALS, type ChartInterval } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import styles from './chart.module.css';

/** The seven chart intervals. */
export function IntervalBar({ value, onChange }: { value: ChartInterval; onChange: (i: ChartInterval) => void }) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.intervals} role="tablist" aria-label={t('chart.interval')}>
      {CHART_INTERVALS.map((i) => (
        <button key={i} type="button" role="tab" aria-selected={i === value} data-interval={i}
          className={`${styles.interval} ${i === value ? styles.intervalActive : ''}`} onClick={() => onChange(i)}>
          {t(`intervals.${i}`)}
        </button>
      ))}
    </div>
  );
}
