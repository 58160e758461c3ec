import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const POINTS = ['prices', 'ticks', 'ledger', 'yield'] as const;

/** What the platform promises, in plain words. */
export function HonestyCard() {
  const { t } = useTranslation('home');
  return (
    <section className="c-section">
      <h2 className="c-section-title">{t('honest.title')}</h2>
      <ul className={styles.points}>
        {POINTS.map((p) => <li key={p}>{t(`honest.${p}`)}</li>)}
      </ul>
    </section>
  );
}
