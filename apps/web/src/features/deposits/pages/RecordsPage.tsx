import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session';
import { ListPage } from '../../../ui/ListPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState } from '../../../ui/States';
import { RecordRow } from '../components/RecordRow';
import styles from '../components/deposits.module.css';
import type { DepositRecord } from '../model/records';
import { DEPOSIT_INDEX_PATH } from '../paths';
import { fetchRecordsPage, recordsKey } from '../queries';

/** /pages/wallet/proof/index: the user's deposit requests with their proofs and review status, newest first. */
export default function RecordsPage() {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const deposit = <button type="button" className={styles.navLink} onClick={() => void navigate(DEPOSIT_INDEX_PATH)}>{t('records.deposit')}</button>;
  return (
    <PageShell title={t('records.title')} right={deposit} className={styles.page}>
      <div data-testid="deposit-records-page">
        <ListPage<DepositRecord>
          queryKey={recordsKey(token)}
          fetchPage={fetchRecordsPage}
          itemKey={(r) => r.id}
          renderItem={(r) => <RecordRow record={r} />}
          header={<p className={styles.intro}>{t('records.intro')}</p>}
          empty={<EmptyState title={t('records.empty')} description={t('records.empty_text')} />}
        />
      </div>
    </PageShell>
  );
}
