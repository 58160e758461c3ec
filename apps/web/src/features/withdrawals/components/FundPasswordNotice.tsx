import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FUND_PASSWORD_PATH } from '../paths';
import styles from './withdrawals.module.css';

/** A user without a fund password cannot withdraw or add an address: say so and offer to set one. */
export function FundPasswordNotice() {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  return (
    <div className={styles.notice} data-testid="withdraw-no-fund-password" role="status">
      <p>{t('fund.missing')}</p>
      <button type="button" className={styles.primary} onClick={() => void navigate(FUND_PASSWORD_PATH)} data-testid="withdraw-set-fund-password">
        {t('fund.set')}
      </button>
    </div>
  );
}
