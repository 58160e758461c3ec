import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice } from '../../../ui/format';
import { formatClock } from '../../../ui/format/time';
import styles from './panels.module.css';

export type TradeRow = { id: string; price: string; amount: string; side: 'buy' | 'sell' | null; time: number };

/** Recent trades of the market's book on Candor: newest first, the taker's side as the colour. */
export function TradesList({ trades, base, quote, symbol }: { trades: readonly TradeRow[]; base: string; quote: string; symbol: string }) {
  const { t } = useTranslation('market');
  if (trades.length === 0) return <p className={styles.empty} data-testid="chart-trades-empty">{t('trades.empty')}</p>;
  return (
    <div className={styles.trades} data-testid="chart-trades">
      <span className={styles.head}>{t('trades.price', { asset: quote })}</span>
      <span className={`${styles.head} ${styles.right}`}>{t('trades.amount', { asset: base })}</span>
      <span className={`${styles.head} ${styles.right}`}>{t('trades.time')}</span>
      {trades.slice(0, 20).map((trade) => (
        <div key={trade.id} style={{ display: 'contents' }} data-testid="chart-trade">
          <span className={trade.side === 'sell' ? styles.down : styles.up}>{formatPrice(trade.price, symbol)}</span>
          <span className={styles.right}>{formatAmount(trade.amount, base)}</span>
          <span className={`${styles.right} ${styles.muted}`}>{formatClock(trade.time)}</span>
        </div>
      ))}
    </div>
  );
}
