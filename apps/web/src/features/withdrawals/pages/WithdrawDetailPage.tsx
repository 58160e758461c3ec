import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { EmptyState, Loading } from '../../../ui/States';
import { DetailView } from '../components/DetailView';
import { Refusal } from '../components/Refusal';
import { idParam } from '../model/addresses';
import { RECORDS_PATH } from '../paths';
import { useWithdrawal } from '../queries';

/** /pages/assets/withdraw/detail?id=: one of the user's withdrawals, found in the records. */
export default function WithdrawDetailPage() {
  const { t } = useTranslation('withdrawals');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const found = useWithdrawal(id);
  let body;
  if (id === null) body = <EmptyState title={t('detail.not_found')} />;
  else if (found.isPending) body = <Loading />;
  else if (found.isError) body = <Refusal error={found.error} onRetry={() => void found.refetch()} />;
  else if (found.data === null) body = <EmptyState title={t('detail.not_found')} description={t('detail.not_found_text')} />;
  else body = <DetailView record={found.data} />;
  return (
    <MoneyPage title={t('detail.title')} right={<NavAction label={t('records.link')} to={RECORDS_PATH} />} testId="withdraw-detail-page">{body}</MoneyPage>
  );
}
