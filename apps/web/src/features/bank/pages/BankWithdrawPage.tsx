import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import styles from '../../../ui/formCard.module.css';
import { BankRecords } from '../components/BankRecords';
import { BankWithdrawForm } from '../components/BankWithdrawForm';
import { KycNotice } from '../components/KycNotice';
import { Refusal } from '../components/Refusal';
import { ADD_BANK_PATH, BANK_CARDS_PATH } from '../paths';
import { useBankRecords, useBankWithdrawInfo, useCashInfo } from '../queries';

/**
 * /pages/assets/withdraw/bank/bank: USDT withdrawn as fiat to a bound bank card at the operator's published rate;
 * finance reviews and pays it; the records below show each request's state.
 */
export default function BankWithdrawPage() {
  const { t } = useTranslation('bank');
  const navigate = useNavigate();
  const cash = useCashInfo();
  const info = useBankWithdrawInfo();
  const records = useBankRecords();
  let body;
  if (info.isPending || cash.isPending) body = <Loading />;
  else if (info.isError) body = <Refusal error={info.error} onRetry={() => void info.refetch()} />;
  else if (cash.isError) body = <Refusal error={cash.error} onRetry={() => void cash.refetch()} />;
  else if (cash.data.verified_name === null) body = <KycNotice />;
  else if (info.data.cards.length === 0) {
    body = (
      <section className={styles.notice} data-testid="bank-no-card">
        <p className={styles.noticeTitle}>{t('withdraw.no_card')}</p>
        <p>{t('withdraw.no_card_text')}</p>
        <button type="button" className={styles.primary} onClick={() => void navigate(ADD_BANK_PATH)}>{t('cards.add')}</button>
      </section>
    );
  } else body = <BankWithdrawForm info={info.data} />;
  return (
    <MoneyPage title={t('withdraw.title')} right={<NavAction label={t('withdraw.cards')} to={BANK_CARDS_PATH} />} testId="withdraw-bank-page">
      {body}
      {records.data && <BankRecords items={records.data.items} />}
    </MoneyPage>
  );
}
