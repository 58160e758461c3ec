import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, Shown, useHiddenAmounts } from './hidden';
import styles from './wallet.module.css';

/**
 * The dark card with a total in USDT, the eye that hides every amount, and, on demo accounts, the mark and the
 * note that these balances are virtual.
 */
export function TotalCard({ label, total, demo, unpriced, children, testId }: {
  label: string; total: string | null; demo: boolean; unpriced?: boolean; children?: ReactNode; testId?: string;
}) {
  const { t } = useTranslation('wallet');
  const { hidden, toggle } = useHiddenAmounts();
  return (
    <section className={styles.hero} data-testid={testId} data-demo={demo ? '1' : '0'}>
      <div className={styles.heroHead}>
        <span>{label}</span>
        <button type="button" className={styles.eye} onClick={toggle} aria-pressed={hidden} data-testid="assets-eye"
          aria-label={hidden ? t('total.show') : t('total.hide')}>
          <EyeIcon open={!hidden} />
        </button>
        {demo && <span className={styles.demoBadge} data-testid="assets-demo-badge">{t('demo.badge')}</span>}
      </div>
      <div className={styles.heroAmount} data-testid="assets-total">
        {total === null ? '—' : <Shown value={total} hidden={hidden} />}
        <span className={styles.heroUnit}>USDT</span>
      </div>
      {demo && <p className={`${styles.heroNote} ${styles.heroDemo}`}>{t('demo.note')}</p>}
      {unpriced && <p className={styles.heroNote}>{t('total.unpriced')}</p>}
      {children}
    </section>
  );
}
