import type { SwapOrder } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { isLoggedIn } from '../../../app/guards';
import { ListPage } from '../../../ui/ListPage';
import { PageShell } from '../../../ui/PageShell';
import { EmptyState, ErrorState, Loading } from '../../../ui/States';
import type { Catalog } from '../model/catalog';
import { useSession } from '../../../session';
import { fetchOrdersPage, ordersKey, useCatalog, useSwapMode } from '../queries';
import styles from '../components/swap.module.css';
import { SwapOrderRow } from '../components/SwapOrderRow';
import { SwapPanel } from '../components/SwapPanel';

/** The form, then the user's swaps in the current mode (pull to refresh, more at 150 px from the bottom). */
function WithHistory({ catalog }: { catalog: Catalog }) {
  const { t } = useTranslation('swap');
  const token = useSession((s) => s.token);
  const mode = useSwapMode();
  return (
    <ListPage<SwapOrder>
      queryKey={ordersKey(token, mode)}
      fetchPage={fetchOrdersPage}
      itemKey={(o) => o.id}
      renderItem={(o) => <SwapOrderRow order={o} />}
      header={<><SwapPanel catalog={catalog} /><h2 className={styles.historyTitle}>{t('history.title')}</h2></>}
      empty={<EmptyState title={t('history.empty')} />}
    />
  );
}

/** /pages/wallet/swap/index: swap between coins at the feed price, or USDT and a fiat currency at the operator's rate. */
export default function SwapPage() {
  const { t } = useTranslation('swap');
  const loggedIn = useSession(isLoggedIn);
  const catalog = useCatalog();
  let body;
  if (catalog.isPending) body = <Loading />;
  else if (catalog.isError) body = <ErrorState onRetry={() => void catalog.refetch()} />;
  else if (loggedIn) body = <WithHistory catalog={catalog.data} />;
  else body = <SwapPanel catalog={catalog.data} />;
  return (
    <PageShell title={t('title')} className={styles.page}>
      <div data-testid="swap-page">{body}</div>
    </PageShell>
  );
}
