import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDemoMode } from '../queries';
import { LINKS } from '../paths';
import styles from './wallet.module.css';

/** An empty real account: the two ways to start, a deposit or the demo account's virtual money. */
export function StartActions() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const mode = useDemoMode();
  return (
    <>
      <p className={styles.heroNote}>{t('empty.text')}</p>
      <div className={styles.heroActions}>
        <button type="button" className={styles.heroButton} onClick={() => void navigate(LINKS.deposit)}>{t('shortcut.deposit')}</button>
        <button type="button" className={`${styles.heroButton} ${styles.heroButtonGhost}`} data-testid="assets-try-demo" onClick={mode.enter}>{t('empty.demo')}</button>
      </div>
    </>
  );
}
