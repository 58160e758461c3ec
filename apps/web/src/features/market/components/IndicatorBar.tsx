import { useTranslation } from 'react-i18next';
import { MAIN_INDICATORS, SUB_INDICATORS, type MainIndicator, type SubIndicator } from '../model/indicators';
import styles from './chart.module.css';

/** The indicator choice: one overlay on the candles (MA, EMA, BOLL) and one below them (VOL, MACD, RSI); tap again to hide. */
export function IndicatorBar({ main, sub, onMain, onSub }: {
  main: MainIndicator | null; sub: SubIndicator | null; onMain: (m: MainIndicator | null) => void; onSub: (s: SubIndicator | null) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.indicators} role="group" aria-label={t('indicators.label')} data-testid="indicator-bar">
      {MAIN_INDICATORS.map((m) => (
        <button key={m} type="button" aria-pressed={m === main} data-indicator={m} className={`${styles.indicator} ${m === main ? styles.indicatorOn : ''}`}
          onClick={() => onMain(m === main ? null : m)}>{m}</button>
      ))}
      <span className={styles.indicatorRule} aria-hidden="true" />
      {SUB_INDICATORS.map((s) => (
        <button key={s} type="button" aria-pressed={s === sub} data-indicator={s} className={`${styles.indicator} ${s === sub ? styles.indicatorOn : ''}`}
          onClick={() => onSub(s === sub ? null : s)}>{s}</button>
      ))}
    </div>
  );
}
