import { useTranslation } from 'react-i18next';
import { MoneyPage } from '../../../ui/MoneyPage';
import { EmptyState, Loading } from '../../../ui/States';
import { LoanCard } from '../components/LoanCard';
import { Refusal } from '../components/Refusal';
import { useLoanRecords } from '../queries';

/** /pages/loan/record: the user's loans, newest first; an open loan is repaid here, in part or in full. */
export default function LoanRecordPage() {
  const { t } = useTranslation('loans');
  const records = useLoanRecords();
  let body;
  if (records.isPending) body = <Loading />;
  else if (records.isError) body = <Refusal error={records.error} onRetry={() => void records.refetch()} />;
  else if (records.data.items.length === 0) body = <EmptyState title={t('record.empty')} />;
  else body = records.data.items.map((loan) => <LoanCard key={loan.id} loan={loan} />);
  return <MoneyPage title={t('record.title')} testId="loan-record-page">{body}</MoneyPage>;
}
