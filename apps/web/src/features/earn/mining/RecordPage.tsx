import { MINING_STATUSES, type MiningLease, type MiningStatus } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../ui/format';
import { formatDateTime } from '../../../ui/format/time';
import { ListPage } from '../../../ui/ListPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState } from '../../../ui/States';
import { StatusTag } from '../../../ui/StatusTag';
import styles from '../components/earn.module.css';
import { useViewer } from '../finance/queries';
import { fetchLeases, leasesKey } from './queries';
import { formatCount } from '../model/count';

const FILTERS = ['all', ...MINING_STATUSES] as const;

function LeaseRow({ lease }: { lease: MiningLease }) {
  const { t } = useTranslation('earn');
  const out = lease.output_coin;
  return (
    <div className={styles.row} data-testid="mining-lease" data-id={lease.id} data-status={lease.status}>
      <div className={styles.rowHead}>
        <span>{lease.machine_name} × {formatCount(lease.quantity)}</span>
        <StatusTag tone={lease.status === 'active' ? 'success' : 'neutral'}>{t(`status.${lease.status}`)}</StatusTag>
      </div>
      <dl className={styles.figures}>
        <div><dt>{t('mining.paid')}</dt><dd>{formatAmount(lease.price_paid, lease.price_coin)} {lease.price_coin}</dd></div>
        <div><dt>{t('mining.daily_output')}</dt><dd>{formatAmount(lease.daily_output, out)} {out}</dd></div>
        <div><dt>{t('orders.days')}</dt><dd>{lease.days_paid}/{lease.term_days}</dd></div>
        <div><dt>{t('mining.output_paid')}</dt><dd>{formatAmount(lease.output_paid, out)} {out}</dd></div>
        <div><dt>{t('orders.yesterday')}</dt><dd>{formatAmount(lease.yesterday_output, out)} {out}</dd></div>
      </dl>
      <p className={styles.rowTime}>{t('orders.times', { start: formatDateTime(lease.start_at), end: formatDateTime(lease.end_at) })}</p>
    </div>
  );
}

/** /pages/mining/record: my leases, active and expired (shown as such); more at 150 px from the bottom. */
export default function RecordPage() {
  const { t } = useTranslation('earn');
  const viewer = useViewer();
  const [status, setStatus] = useState<MiningStatus | 'all'>('all');
  return (
    <PageShell title={t('mining.record')} className={styles.page}>
      <div data-testid="mining-record-page">
        <div className={styles.tabs} role="tablist">
          {FILTERS.map((k) => (
            <button key={k} type="button" role="tab" aria-selected={status === k} className={`${styles.tab} ${status === k ? styles.tabOn : ''}`}
              onClick={() => setStatus(k)} data-testid={`mining-filter-${k}`}>{t(`status.${k}`)}</button>
          ))}
        </div>
        <ListPage<MiningLease>
          key={status}
          queryKey={leasesKey(status, viewer.token, viewer.mode)}
          fetchPage={(page) => fetchLeases(status, page)}
          itemKey={(l) => l.id}
          renderItem={(l) => <LeaseRow lease={l} />}
          empty={<EmptyState title={t('mining.record_empty')} />}
        />
      </div>
    </PageShell>
  );
}
