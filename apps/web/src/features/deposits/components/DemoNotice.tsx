import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { REGISTER_PATH } from '../../../app/paths';
import { WarningIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { useDemoMode } from '../queries';
import styles from './deposits.module.css';

/**
 * Deposits move real money, so demo mode cannot make them ("This Action is Restricted on Demo Account."). A user
 * in demo mode switches back to the real account here; a guest demo has none and is offered to log in or register.
 */
export function DemoNotice() {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const mode = useDemoMode();
  const leave = (): void => {
    mode.leave();
    toast.success(t('demo.switched'));
  };
  return (
    <section className={styles.demo} data-testid="deposit-demo">
      <h2 className={styles.demoTitle}><WarningIcon />{t('demo.title')}</h2>
      <p className={styles.demoText}>{t(mode.guest ? 'demo.guest_text' : 'demo.text')}</p>
      <div className={styles.demoActions}>
        {mode.guest ? (
          <>
            <button type="button" className={styles.secondary} onClick={() => void navigate(loginUrl(currentPath()))}>{t('demo.login')}</button>
            <button type="button" className={styles.primary} onClick={() => void navigate(REGISTER_PATH)}>{t('demo.register')}</button>
          </>
        ) : (
          <button type="button" className={styles.primary} data-testid="deposit-leave-demo" onClick={leave}>{t('demo.switch')}</button>
        )}
      </div>
    </section>
  );
}
