import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, Loading } from '../../../ui/States';
import { DetailView } from '../components/DetailView';
import { Refusal } from '../components/Refusal';
import styles from '../components/withdrawals.module.css';
import { idParam } from '../model/addresses';
import { RECORDS_PATH } from '../paths';
import { useWithdrawal } from '../queries';

/** /pages/assets/withdraw/detail?id=: one of the user's withdrawals, found in the records. */
export default function WithdrawDetailPage() {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
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
    <PageShell title={t('detail.title')} className={styles.page}
      right={<button type="button" className={styles.navLink} onClick={() => void navigate(RECORDS_PATH)}>{t('records.link')}</button>}>
      <div data-testid="withdraw-detail-page">{body}</div>
    </PageShell>
  );
}
