import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../ui/format/time';
import { Loading } from '../../../ui/States';
import { StatusTag } from '../../../ui/StatusTag';
import { ORDER_TABS, statusTone, type OrderTab } from '../model/order';
import { orderPath } from '../paths';
import { useOrders } from '../queries';
import styles from './c2c.module.css';
import { Refusal } from './Refusal';

/** Orders by status with load more: the user's own (as taker) or, for a merchant, the orders on their ads. */
export function OrderList({ scope }: { scope: 'mine' | 'merchant' }) {
  const { t } = useTranslation('c2c');
  const navigate = useNavigate();
  const [tab, setTab] = useState<OrderTab>('all');
  const orders = useOrders(scope, tab === 'all' ? null : tab);
  const items = orders.data?.pages.flatMap((p) => p.items) ?? [];
  let body;
  if (orders.isPending) body = <Loading />;
  else if (orders.isError) body = <Refusal error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (items.length === 0) body = <p className={styles.empty}>{t('orders.empty')}</p>;
  else {
    body = (
      <>
        <div className={styles.list}>
          {items.map((o) => (
            <button key={o.id} type="button" className={styles.item} onClick={() => void navigate(orderPath(o.id))} data-testid="c2c-order-row" data-status={o.status}>
              <span className={styles.itemHead}>
                <span>{t(o.side === 'buy' ? 'orders.buy' : 'orders.sell', { coin: o.coin })}{o.unread > 0 && <span className={styles.badge} data-testid="c2c-row-unread">{o.unread}</span>}</span>
                <StatusTag tone={statusTone(o.status)}>{t(`status.${o.status}`)}</StatusTag>
              </span>
              <span className={styles.figures}>
                <span>{t('field.quantity')}: {o.quantity} {o.coin}</span>
                <span>{t('field.total')}: {o.amount} {o.fiat}</span>
              </span>
              <span className={styles.muted}>{o.counterparty} · {o.order_sn} · {formatDateTime(o.create_time)}</span>
            </button>
          ))}
        </div>
        {orders.hasNextPage && (
          <button type="button" className={styles.more} disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()} data-testid="c2c-more">{t('list.more')}</button>
        )}
      </>
    );
  }
  return (
    <>
      <div className={styles.filters} data-testid="c2c-status-tabs">
        {ORDER_TABS.map((k) => (
          <button key={k} type="button" className={`${styles.chip} ${tab === k ? styles.chipOn : ''}`} onClick={() => setTab(k)} data-testid={`c2c-status-${k}`}>
            {k === 'all' ? t('orders.all') : t(`status.${k}`)}
          </button>
        ))}
      </div>
      {body}
    </>
  );
}
