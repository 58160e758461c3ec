import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../notifications.module.css';
import { alertsPathOf } from '../paths';

/** The bell on a market's chart page: opens the price alerts page for that market. */
export function AlertBell({ symbol }: { symbol: string }) {
  const { t } = useTranslation('notifications');
  return (
    <Link to={alertsPathOf(symbol)} className={styles.bell} aria-label={t('bell')} title={t('bell')} data-testid="alert-bell">
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" /><path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
    </Link>
  );
}
