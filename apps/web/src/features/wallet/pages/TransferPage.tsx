import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageShell } from '../../../ui/PageShell';
import { OverviewState } from '../components/OverviewState';
import { TransferPanel } from '../components/TransferPanel';
import { useTransferForm } from '../components/useTransferForm';
import type { Overview } from '../model/overview';
import { TRANSFER_RECORD_PATH } from '../paths';
import styles from '../components/wallet.module.css';

function TransferBody({ overview }: { overview: Overview }) {
  const form = useTransferForm(overview);
  return <TransferPanel form={form} demo={overview.mode === 'demo'} />;
}

/** /pages/assets/transfer/index: move a coin between two of the user's own accounts. */
export default function TransferPage() {
  const { t } = useTranslation('wallet');
  return (
    <PageShell title={t('title.transfer')} className={styles.page}
      right={<Link to={TRANSFER_RECORD_PATH} className="c-nav-link" data-testid="transfer-records-link">{t('transfer.records')}</Link>}>
      <div data-testid="transfer-page">
        <OverviewState>{(overview) => <TransferBody overview={overview} />}</OverviewState>
      </div>
    </PageShell>
  );
}
