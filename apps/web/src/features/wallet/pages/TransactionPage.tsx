import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../session';
import { ListPage } from '../../../ui/ListPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState } from '../../../ui/States';
import { DemoRecordsNotice } from '../components/DemoRecordsNotice';
import { RecordRow } from '../components/RecordRow';
import { isRecordTab, RECORD_TABS, recordKey, type RecordRow as Row, type RecordTab } from '../model/records';
import { recordsKey, recordsPage, useWalletMode } from '../queries';
import styles from '../components/wallet.module.css';

/** /pages/wallet/transaction/index: deposits and withdrawals, all or one kind (?tab=), with their review status. */
export default function TransactionPage() {
  const { t } = useTranslation('wallet');
  const token = useSession((s) => s.token);
  const demo = useWalletMode() === 'demo';
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: RecordTab = isRecordTab(wanted) ? wanted : 'all';
  return (
    <PageShell title={t('title.transactions')} className={styles.page}>
      <div data-testid="transactions-page" data-tab={tab}>
        <Tabs activeKey={tab} onChange={(k) => setParams(k === 'all' ? {} : { tab: k }, { replace: true })}>
          {RECORD_TABS.map((k) => <Tabs.Tab key={k} title={t(`records.tab_${k}`)} />)}
        </Tabs>
        {demo ? <DemoRecordsNotice /> : (
          <ListPage<Row> key={tab} queryKey={recordsKey(token, tab)} fetchPage={recordsPage(tab)} itemKey={recordKey}
            renderItem={(r) => <RecordRow row={r} />} empty={<EmptyState title={t('records.empty')} />} />
        )}
      </div>
    </PageShell>
  );
}
