import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { REGISTER_PATH } from '../../../app/paths';
import { WarningIcon } from '../../../ui/icons';
import { ErrorState } from '../../../ui/States';
import { toast } from '../../../ui/toast';
import { DEMO_RESTRICTED_CODE } from '../model/errors';
import { useDemoMode } from '../queries';
import styles from './withdrawals.module.css';

/**
 * A request the server refused, shown in place of the page. Demo mode is refused with the server's own message
 * ("This Action is Restricted on Demo Account."): a user switches back to the real account, a guest logs in or
 * registers. Anything else shows its message with a retry.
 */
export function Refusal({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const mode = useDemoMode();
  const message = error instanceof ApiError ? error.message : '';
  if (!(error instanceof ApiError && error.code === DEMO_RESTRICTED_CODE)) return <ErrorState description={message} onRetry={onRetry} />;
  const leave = (): void => {
    mode.leave();
    toast.success(t('demo.switched'));
  };
  return (
    <section className={styles.refusal} data-testid="withdraw-demo">
      <h2 className={styles.refusalTitle}><WarningIcon />{t('demo.title')}</h2>
      <p className={styles.refusalText}>{message}</p>
      <div className={styles.actions}>
        {mode.guest ? (
          <>
            <button type="button" className={styles.secondary} onClick={() => void navigate(loginUrl(currentPath()))}>{t('demo.login')}</button>
            <button type="button" className={styles.primary} onClick={() => void navigate(REGISTER_PATH)}>{t('demo.register')}</button>
          </>
        ) : (
          <button type="button" className={styles.primary} data-testid="withdraw-leave-demo" onClick={leave}>{t('demo.switch')}</button>
        )}
      </div>
    </section>
  );
}
