import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VERIFICATION_PATH } from '../paths';
import styles from '../../../ui/formCard.module.css';

/** Before basic KYC is approved no card can be bound: the page says why and where to go. */
export function KycNotice() {
  const { t } = useTranslation('bank');
  const navigate = useNavigate();
  return (
    <section className={styles.notice} data-testid="bank-kyc-needed">
      <p className={styles.noticeTitle}>{t('kyc.title')}</p>
      <p>{t('kyc.text')}</p>
      <button type="button" className={styles.primary} onClick={() => void navigate(VERIFICATION_PATH)}>{t('kyc.go')}</button>
    </section>
  );
}
