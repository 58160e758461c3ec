import { QUANTIFY_STATUSES, type QuantifyOrder, type QuantifyStatus } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/ListPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState } from '../../../ui/States';
import styles from '../components/earn.module.css';
import { useViewer } from '../finance/queries';
import { QuantifyOrderRow } from './OrderRow';
import { fetchQuantifyOrders, quantifyOrdersKey } from './queries';

const FILTERS = ['all', ...QUANTIFY_STATUSES] as const;

/** /pages/quantify/record: my quantify orders by state (in progress, completed, early exit); more at 150 px from the bottom. */
export default function RecordPage() {
  const { t } = useTranslation('earn');
  const viewer = useViewer();
  const [status, setStatus] = useState<QuantifyStatus | 'all'>('all');
  return (
    <PageShell title={t('quantify.record')} className={styles.page}>
      <div data-testid="quantify-record-page">
        <div className={styles.tabs} role="tablist">
          {FILTERS.map((k) => (
            <button key={k} type="button" role="tab" aria-selected={status === k} className={`${styles.tab} ${status === k ? styles.tabOn : ''}`}
              onClick={() => setStatus(k)} data-testid={`quantify-filter-${k}`}>{t(`status.${k}`)}</button>
          ))}
        </div>
        <ListPage<QuantifyOrder>
          key={status}
          queryKey={quantifyOrdersKey(status, viewer.token, viewer.mode)}
          fetchPage={(page) => fetchQuantifyOrders(status, page)}
          itemKey={(o) => o.id}
          renderItem={(o) => <QuantifyOrderRow order={o} />}
          empty={<EmptyState title={t('quantify.record_empty')} />}
        />
      </div>
    </PageShell>
  );
}
