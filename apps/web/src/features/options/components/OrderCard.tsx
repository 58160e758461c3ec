import { formatAmount as toDecimal } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from '../../../ui/Countdown';
import { formatAmount, formatPrice } from '../../../ui/format';
import { ratePercent, utcTime } from '../model/format';
import type { Direction, Order } from '../model/types';
import { optionVerifyPath } from '../paths';
import { profitText, resultTone } from './Sheets';
import { DurationLabel } from './TradeForm';
import styles from './options.module.css';

export const DIR_CLASS: Record<Direction, string | undefined> = { rise: styles.dirRise, fall: styles.dirFall, even: styles.dirEven };

/** One order: direction, symbol, terms, both prices, the countdown while open, the result and its verification once settled. */
export function OrderCard({ o, decimals }: { o: Order; decimals: number }) {
  const { t } = useTranslation('options');
  const open = o.status === 'open';
  return (
    <article className={styles.card} data-testid="option-row" data-id={o.id} data-status={o.status} data-result={o.result ?? ''}>
      <div className={styles.cardHead}>
        <span className={`${styles.dir} ${DIR_CLASS[o.direction] ?? ''}`}>{t(`direction.${o.direction}`)}</span>
        <span className={styles.symbol}>{o.symbol}</span>
        <span className={styles.tag}><DurationLabel seconds={o.seconds} /> · {ratePercent(o.rateBps)}</span>
        {o.mode === 'demo' && <span className={styles.tag}>{t('mode.demo_short')}</span>}
        {open
          ? <span className={styles.status} data-testid="option-row-countdown"><Countdown until={o.closeTime} /></span>
          : <span className={`${styles.status} ${resultTone(o) ?? ''}`} data-testid="option-row-result">{t(`result.${o.result ?? 'void'}`)} {profitText(o)}</span>}
      </div>
      <dl className={styles.grid}>
        <div><dt>{t('order.stake')}</dt><dd>{formatAmount(toDecimal(o.stake), o.coin)}</dd></div>
        <div><dt>{t('order.open_price')}</dt><dd data-testid="option-row-open">{formatPrice(o.openPrice, decimals)}</dd></div>
        <div><dt>{t('order.close_price')}</dt><dd>{o.closePrice === null ? '—' : formatPrice(o.closePrice, decimals)}</dd></div>
      </dl>
      <div className={styles.cardFoot}>
        <span>{utcTime(o.openTime)}</span>
        {!open && <Link className={styles.link} to={optionVerifyPath(o.id)} data-testid="option-row-verify">{t('order.verify')}</Link>}
      </div>
    </article>
  );
}
