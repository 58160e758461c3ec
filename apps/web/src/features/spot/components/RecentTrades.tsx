import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice } from '../../../ui/format';
import { tradeTone, type Trade } from '../model/book';
import type { MarketSpec } from '../model/market';
import { formatClock } from '../../../ui/format/time';
import styles from './spot.module.css';

const SHOWN = 12;

/**
 * The market's latest trades, newest first, coloured by the taker's side. While they are asked for (`loading`), the
 * card keeps the room of a full list (blank rows), so what is under it does not move when they arrive.
 */
export const RecentTrades = memo(function RecentTrades({ trades, spec, loading = false }: { trades: readonly Trade[]; spec: MarketSpec; loading?: boolean }) {
  const { t } = useTranslation('spot');
  const shown = trades.slice(0, SHOWN);
  return (
    <section className={styles.card} data-testid="recent-trades" aria-busy={loading}>
      <h2 className={styles.cardTitle}>{t('trades.title')}</h2>
      {loading ? (
        <div className={styles.tradeGrid} aria-hidden="true">
          {Array.from({ length: (SHOWN + 1) * 3 }, (_, i) => <span key={i}>{'\u00a0'}</span>)}
        </div>
      ) : shown.length === 0 ? <p className={styles.empty}>{t('trades.empty')}</p> : (
        <div className={styles.tradeGrid}>
          <span className={styles.head}>{t('trades.price', { asset: spec.quote })}</span>
          <span className={`${styles.head} ${styles.right}`}>{t('trades.amount', { asset: spec.base })}</span>
          <span className={`${styles.head} ${styles.right}`}>{t('trades.time')}</span>
          {shown.map((trade, i) => (
            <div key={trade.id} style={{ display: 'contents' }} data-testid="trade-row">
              <span className={styles[tradeTone(trades, i)]}>{formatPrice(trade.price, spec.priceDecimals)}</span>
              <span className={styles.right}>{formatAmount(trade.amount, spec.base)}</span>
              <span className={`${styles.right} ${styles.muted}`}>
                {trade.simulated && <em className={styles.simTag} title={t('trades.simulated_hint')} data-testid="trade-simulated">{t('trades.simulated')}</em>}
                {formatClock(trade.time)}
              </span>
            </div>
          ))}
        </div>
      )}
    </section>
  );
});
