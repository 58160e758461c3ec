import { useTranslation } from 'react-i18next';
import { useRealtimeStatus } from '../../../api/live';
import styles from './market.module.css';

/** Whether the prices on screen are moving live, and where they come from. */
export function LiveNote({ text }: { text?: string }) {
  const { t } = useTranslation('market');
  const status = useRealtimeStatus();
  return (
    <p className={styles.note} data-testid="live-note" data-status={status}>
      <span className={`${styles.dot} ${status === 'open' ? styles.dotLive : ''}`} aria-hidden="true" />
      <span>{t(`live.${status}`)} · {text ?? t('feed_note')}</span>
    </p>
  );
}
