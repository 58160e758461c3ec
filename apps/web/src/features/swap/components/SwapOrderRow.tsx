import type { SwapOrder } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../ui/format';
import { StatusTag } from '../../../ui/StatusTag';
import { formatRecentTime } from '../../../ui/format/time';
import { orderPrices } from '../model/orders';
import { rateLine, spreadPercent } from '../model/summary';
import { showMoney, showRate } from './money';
import styles from './swap.module.css';

/** One past swap: the pair and when, what was paid and received, the rate and the spread kept. */
export function SwapOrderRow({ order }: { order: SwapOrder }) {
  const { t } = useTranslation('swap');
  const rate = rateLine(orderPrices(order));
  return (
    <article className={styles.order} data-testid="swap-order" data-order-id={order.id}>
      <div className={styles.orderHead}>
        <span>{order.from} → {order.to}</span>
        <StatusTag tone="success">{t('history.done')}</StatusTag>
        <span className={styles.orderTime}>{formatRecentTime(order.created_at)}</span>
      </div>
      <dl className={styles.orderGrid}>
        <div><dt>{t('history.paid')}</dt><dd>{showMoney(order.amount, order.from)}</dd></div>
        <div><dt>{t('history.received')}</dt><dd>{showMoney(order.receive, order.to)}</dd></div>
        <div><dt>{t('history.rate')}</dt><dd>{rate ? `1 ${rate.base} = ${showRate(rate.price, rate.base, rate.quote)}` : '—'}</dd></div>
        <div>
          <dt>{t('history.spread')}</dt>
          <dd>{formatPercent(spreadPercent(order.spread_bps))} · {showMoney(order.fee, order.fee_asset)}</dd>
        </div>
      </dl>
    </article>
  );
}
