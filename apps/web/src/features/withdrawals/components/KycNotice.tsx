import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VERIFICATION_PATH } from '../../kyc/paths';
import styles from './withdrawals.module.css';

/** The server refused for want of identity verification: its words, and the way to the verification page. */
export function KycNotice({ message }: { message: string }) {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  return (
    <div className={styles.notice} data-testid="withdraw-kyc-required" role="alert">
      <p>{message}</p>
      <button type="button" className={styles.primary} onClick={() => void navigate(VERIFICATION_PATH)} data-testid="withdraw-verify">
        {t('form.verify')}
      </button>
    </div>
  );
}
