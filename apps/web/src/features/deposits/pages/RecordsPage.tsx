import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { ListPage } from '../../../ui/ListPage';
import { MoneyPage, NavAction } from '../../../ui/MoneyPage';
import { EmptyState } from '../../../ui/States';
import { RecordRow } from '../components/RecordRow';
import styles from '../components/deposits.module.css';
import type { DepositRecord } from '../model/records';
import { DEPOSIT_INDEX_PATH } from '../paths';
import { fetchRecordsPage, recordsKey } from '../queries';

/** /pages/wallet/proof/index: the user's deposit requests with their proofs and review status, newest first. */
export default function RecordsPage() {
  const { t } = useTranslation('deposits');
  const token = useSession((s) => s.token);
  return (
    <MoneyPage title={t('records.title')} right={<NavAction label={t('records.deposit')} to={DEPOSIT_INDEX_PATH} />} testId="deposit-records-page">
      <ListPage<DepositRecord>
        queryKey={recordsKey(token)}
        fetchPage={fetchRecordsPage}
        itemKey={(r) => r.id}
        renderItem={(r) => <RecordRow record={r} />}
        header={<p className={styles.intro}>{t('records.intro')}</p>}
        empty={<EmptyState title={t('records.empty')} description={t('records.empty_text')} />}
      />
    </MoneyPage>
  );
}
