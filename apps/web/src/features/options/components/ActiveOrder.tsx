import { formatAmount as toDecimal, outcomeOf, tryParseAmount } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../ui/Countdown';
import { formatAmount, formatPrice } from '../../../ui/format';
import type { Order } from '../model/types';
import { DIR_CLASS } from './OrderCard';
import { DurationLabel } from './TradeForm';
import styles from './options.module.css';

/** Whether the order would win if the last price were the close (compared at the tick size, as the rule does). */
function standing(o: Order, last: string | null, decimals: number): 'winning' | 'losing' | null {
  const open = tryParseAmount(o.openPrice);
  const now = last === null ? null : tryParseAmount(last);
  if (open === null || now === null) return null;
  return outcomeOf(open, now, decimals) === o.direction ? 'winning' : 'losing';
}

/** The order being watched: its countdown to the close time, its open price and how it stands at the last price. */
export function ActiveOrder({ order, last, decimals }: { order: Order; last: string | null; decimals: number }) {
  const { t } = useTranslation('options');
  const now = standing(order, last, decimals);
  return (
    <section className={styles.active} data-testid="option-active" data-id={order.id}>
      <div className={styles.activeHead}>
        <span className={`${styles.dir} ${DIR_CLASS[order.direction] ?? ''}`}>{t(`direction.${order.direction}`)}</span>
        <span>{formatAmount(toDecimal(order.stake), order.coin)} {order.coin} · <DurationLabel seconds={order.seconds} /></span>
        <span className={styles.activeCount} data-testid="option-countdown"><Countdown until={order.closeTime} /></span>
      </div>
      <div className={styles.activeLine}>
        <span>{t('order.open_price')} <b data-testid="option-active-open">{formatPrice(order.openPrice, decimals)}</b></span>
        {now && <span className={now === 'winning' ? styles.up : styles.down} data-testid="option-standing">{t(`standing.${now}`)}</span>}
      </div>
    </section>
  );
}
