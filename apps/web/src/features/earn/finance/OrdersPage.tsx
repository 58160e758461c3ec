import { TRUST_TABS, type TrustOrder, type TrustTab } from '@candor/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/ListPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState } from '../../../ui/States';
import { isDemoRefusal, Refusal } from '../components/Refusal';
import styles from '../components/earn.module.css';
import { OrderRow } from './OrderRow';
import { fetchTrustOrders, trustOrdersKey, useTrustReport, useViewer } from './queries';

/** /pages/finance/ordersPage: the trust orders by the seed's tabs (hosting, completed, redeemed); pull to refresh. */
export default function OrdersPage() {
  const { t } = useTranslation('earn');
  const [tab, setTab] = useState<TrustTab>('hosting');
  const viewer = useViewer();
  const report = useTrustReport();
  return (
    <PageShell title={t('orders.title')} className={styles.page}>
      <div data-testid="trust-orders-page" data-tab={tab}>
        <div className={styles.tabs} role="tablist">
          {TRUST_TABS.map((k) => (
            <button key={k} type="button" role="tab" aria-selected={tab === k} className={`${styles.tab} ${tab === k ? styles.tabOn : ''}`}
              data-testid={`trust-tab-${k}`} onClick={() => setTab(k)}>{t(`tabs.${k}`)}</button>
          ))}
        </div>
        {isDemoRefusal(report.error)
          ? <Refusal error={report.error} onRetry={() => void report.refetch()} />
          : (
            <ListPage<TrustOrder>
              key={tab}
              queryKey={trustOrdersKey(tab, viewer.token, viewer.mode)}
              fetchPage={(page) => fetchTrustOrders(tab, page)}
              itemKey={(o) => o.id}
              renderItem={(o) => <OrderRow order={o} />}
              empty={<EmptyState title={t('orders.empty')} />}
            />
          )}
      </div>
    </PageShell>
  );
}
