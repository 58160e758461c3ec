import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice } from '../../../ui/format';
import { StatusTag } from '../../../ui/StatusTag';
import type { MarketSpec } from '../model/market';
import { formatRecentTime } from '../../../ui/format/time';
import { filledPercent, reasonOf, statusOf, type SpotOrder } from '../model/orders';
import styles from './spot.module.css';

/** Formatting of an order's numbers by its own market (an order of another market than the one on screen too). */
export type SpecOf = (symbol: string) => MarketSpec | undefined;

/** One order: side, market, type, time, status; price, amount and what traded; Cancel while it waits. */
export function OrderRow({ order, specOf, onCancel }: { order: SpotOrder; specOf: SpecOf; onCancel?: (order: SpotOrder) => void }) {
  const { t } = useTranslation('spot');
  const spec = specOf(order.symbol);
  const [base = '', quote = ''] = order.symbol.split('/');
  const price = (v: string | null): string => (v === null ? '—' : formatPrice(v, spec?.priceDecimals ?? order.symbol));
  const qty = (v: string | null): string => (v === null ? '—' : formatAmount(v, base));
  const status = statusOf(order);
  const reason = reasonOf(order);
  const percent = filledPercent(order);
  const budgetBuy = order.amount === null;
  return (
    <article className={styles.order} data-testid="order-row" data-order-id={order.id} data-status={order.status}>
      <div className={styles.orderHead}>
        <span className={`${styles.orderSide} ${order.side === 'buy' ? styles.up : styles.down}`}>{t(order.side === 'buy' ? 'side.buy' : 'side.sell')}</span>
        <span className={styles.orderSymbol}>{order.symbol}</span>
        <span className={styles.orderType}>{t(order.type === 'limit' ? 'type.limit' : 'type.market')}</span>
        <span className={styles.orderTag} data-testid="order-status"><StatusTag tone={status.tone}>{t(`status.${status.key}`)}</StatusTag></span>
      </div>
      <div className={styles.orderTime}>{formatRecentTime(order.created_at)}</div>
      <dl className={styles.orderGrid}>
        <div><dt>{t('orders.price', { asset: quote })}</dt><dd>{order.price === null ? t('type.market') : price(order.price)}</dd></div>
        <div>
          <dt>{budgetBuy ? t('orders.budget', { asset: quote }) : t('orders.amount', { asset: base })}</dt>
          <dd>{budgetBuy ? formatAmount(order.budget, quote) : qty(order.amount)}</dd>
        </div>
        <div>
          <dt>{t('orders.filled', { asset: base })}</dt>
          <dd data-testid="order-filled">{qty(order.filled)}{percent === null ? '' : ` (${percent}%)`}</dd>
        </div>
        <div><dt>{t('orders.avg_price')}</dt><dd>{price(order.avg_price)}</dd></div>
        <div><dt>{t('orders.total', { asset: quote })}</dt><dd>{formatAmount(order.filled_quote, quote)}</dd></div>
        <div><dt>{t('orders.fee')}</dt><dd>{formatAmount(order.fee, order.fee_asset)} {order.fee_asset}</dd></div>
      </dl>
      {(reason || onCancel) && (
        <div className={styles.orderFoot}>
          <span className={styles.reason}>{reason ? t(`reason.${reason}`) : ''}</span>
          {onCancel && <button type="button" className={styles.cancel} data-testid="order-cancel" onClick={() => onCancel(order)}>{t('orders.cancel')}</button>}
        </div>
      )}
    </article>
  );
}
