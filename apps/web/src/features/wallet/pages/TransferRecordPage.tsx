import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session';
import { ListPage } from '../../../ui/ListPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState } from '../../../ui/States';
import { TransferRow } from '../components/TransferRow';
import { transfersKey, transfersPage, useWalletMode, type TransferDone } from '../queries';

/** /pages/assets/transfer/record: the user's transfers between accounts, newest first (pull to refresh, load more). */
export default function TransferRecordPage() {
  const { t } = useTranslation('wallet');
  const token = useSession((s) => s.token);
  const mode = useWalletMode();
  return (
    <PageShell title={t('title.transfer_record')}>
      <div data-testid="transfer-record-page">
        <ListPage<TransferDone> queryKey={transfersKey(token, mode)} fetchPage={transfersPage} itemKey={(i) => i.id}
          renderItem={(i) => <TransferRow item={i} />} empty={<EmptyState title={t('transfer_record.empty')} />} />
      </div>
    </PageShell>
  );
}
