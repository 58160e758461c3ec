import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BankIcon } from '../../../ui/icons';
import { MoneyPage } from '../../../ui/MoneyPage';
import { useBack } from '../../../ui/PageShell';
import styles from '../components/withdrawals.module.css';
import { WITHDRAW_PATH } from '../paths';

/**
 * /pages/assets/withdraw/bank/bank: fiat withdrawals to a bound bank card need bank card binding, which is not built
 * yet. The page says so plainly instead of showing a form that could not pay anything.
 */
export default function BankWithdrawPage() {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const back = useBack();
  return (
    <MoneyPage title={t('bank.title')}>
      <section className={styles.card} data-testid="withdraw-bank-page">
        <div className={styles.bankIcon} aria-hidden="true"><BankIcon /></div>
        <div className={styles.hero}>
          <h2 className={styles.heroTitle}>{t('bank.heading')}</h2>
          <p className={styles.heroText}>{t('bank.text')}</p>
          <p className={styles.heroText}>{t('bank.crypto')}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={back} data-testid="withdraw-bank-back">{t('bank.back')}</button>
          <button type="button" className={styles.primary} onClick={() => void navigate(WITHDRAW_PATH)} data-testid="withdraw-bank-crypto">
            {t('bank.to_crypto')}
          </button>
        </div>
      </section>
    </MoneyPage>
  );
}
