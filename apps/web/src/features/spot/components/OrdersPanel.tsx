import { InfiniteScroll } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isLoggedIn, loginUrl } from '../../../app/guards';
import { currentPath } from '../../../app/navigation';
import { useSession } from '../../../session';
import { formatAmount, formatPrice } from '../../../ui/format';
import { LOAD_MORE_THRESHOLD_PX } from '../../../ui/list';
import { Loading } from '../../../ui/Loading';
import { toast } from '../../../ui/toast';
import type { OrderTab, SpotOrder } from '../model/orders';
import { useCancelOrder, useOrders } from '../queries';
import { OrderRow, type SpecOf } from './OrderRow';
import styles from './spot.module.css';

function OrderList({ tab, symbol, specOf }: { tab: OrderTab; symbol: string | null; specOf: SpecOf }) {
  const { t } = useTranslation('spot');
  const query = useOrders(tab, symbol);
  const cancel = useCancelOrder();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const confirmCancel = async (order: SpotOrder): Promise<void> => {
    const spec = specOf(order.symbol);
    // The dialog's code (antd-mobile's popup, mask and springs) loads at the first cancel, not with the trade screen.
    const { Dialog } = await import('../../../ui/dialog');
    const ok = await Dialog.confirm({
      title: t('orders.cancel_title'),
      content: t('orders.cancel_text', {
        side: t(order.side === 'buy' ? 'side.buy' : 'side.sell'), symbol: order.symbol,
        amount: formatAmount(order.amount ?? order.budget, order.symbol.split('/')[order.amount === null ? 1 : 0] ?? ''),
        price: order.price === null ? t('type.market') : formatPrice(order.price, spec?.priceDecimals ?? order.symbol),
      }),
      confirmText: t('orders.cancel_confirm'), cancelText: t('orders.keep'),
    });
    if (!ok) return;
    cancel.mutate(order.id, { onSuccess: () => toast.success(t('orders.cancelled')) });
  };
  if (query.isPending) return <Loading />;
  return (
    <div className={styles.orders} data-testid={`orders-${tab}`}>
      {items.map((o) => (
        <OrderRow key={o.id} order={o} specOf={specOf} onCancel={o.status === 'waiting' ? (x) => void confirmCancel(x) : undefined} />
      ))}
      {items.length === 0 && !query.hasNextPage && <p className={styles.empty}>{t(tab === 'open' ? 'orders.empty_open' : 'orders.empty_history')}</p>}
      {/* The kit's list behaviour: the next page is fetched 150 px before the bottom. */}
      <InfiniteScroll threshold={LOAD_MORE_THRESHOLD_PX} hasMore={query.hasNextPage} loadMore={async () => {
        // A failed page stops the scroll loading (no retry storm) until the user asks again.
        const next = await query.fetchNextPage();
        if (next.isError) throw next.error;
      }}>
        {(hasMore, failed, retry) => {
          if (failed) return <button type="button" className={styles.cancel} onClick={() => void retry()}>{t('common:action.retry')}</button>;
          if (hasMore) return <span className={styles.more}>…</span>;
          return items.length > 0 ? <span className={styles.more}>{t('orders.end')}</span> : null;
        }}
      </InfiniteScroll>
    </div>
  );
}

/** The user's orders below the form: Open orders (with Cancel) and History; visitors are asked to log in. */
export function OrdersPanel({ symbol, specOf }: { symbol: string; specOf: SpecOf }) {
  const { t } = useTranslation('spot');
  const navigate = useNavigate();
  const loggedIn = useSession(isLoggedIn);
  const [tab, setTab] = useState<OrderTab>('open');
  const [all, setAll] = useState(false);
  const tabButton = (key: OrderTab, label: string) => (
    <button type="button" role="tab" aria-selected={tab === key} className={`${styles.tab} ${tab === key ? styles.tabOn : ''}`}
      data-testid={`orders-tab-${key}`} onClick={() => setTab(key)}>{label}</button>
  );
  return (
    <section style={{ marginTop: 10 }} data-testid="orders-panel">
      <div className={styles.tabs} role="tablist">
        {tabButton('open', t('orders.open'))}
        {tabButton('history', t('orders.history'))}
        {loggedIn && (
          <label className={styles.allToggle}>
            <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} data-testid="orders-all" />{t('orders.all_markets')}
          </label>
        )}
      </div>
      {loggedIn ? <OrderList key={`${tab}-${String(all)}`} tab={tab} symbol={all ? null : symbol} specOf={specOf} /> : (
        <div className={styles.login} data-testid="orders-login">
          <span>{t('orders.login')}</span>
          <button type="button" className={styles.loginBtn} onClick={() => void navigate(loginUrl(currentPath()))}>{t('orders.login_button')}</button>
        </div>
      )}
    </section>
  );
}
