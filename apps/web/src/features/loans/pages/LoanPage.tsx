import { useTranslation } from 'react-i18next';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { Loading } from '../../../ui/States';
import { ApplyForm } from '../components/ApplyForm';
import { styles } from '../components/styles';
import { Refusal } from '../components/Refusal';
import { Summary } from '../components/Summary';
import { LOAN_RECORD_PATH } from '../paths';
import { useLoanIndex } from '../queries';

/** /pages/loan/index: eligibility and the borrow limit of the KYC level, the application with its cost, the rules. */
export default function LoanPage() {
  const { t } = useTranslation('loans');
  const info = useLoanIndex();
  let body;
  if (info.isPending) body = <Loading />;
  else if (info.isError) body = <Refusal error={info.error} onRetry={() => void info.refetch()} />;
  else {
    body = (
      <>
        <Summary info={info.data} />
        {info.data.eligible && <ApplyForm info={info.data} />}
        <ul className={styles.rules}>
          <li>{t('notes.n1')}</li>
          <li>{t('notes.n2')}</li>
          <li>{t('notes.n3')}</li>
          <li>{t('notes.n4')}</li>
        </ul>
      </>
    );
  }
  return (
    <MoneyPage title={t('index.title')} right={<NavAction label={t('index.records')} to={LOAN_RECORD_PATH} testId="loan-records-link" />} testId="loan-page">
      {body}
    </MoneyPage>
  );
}
