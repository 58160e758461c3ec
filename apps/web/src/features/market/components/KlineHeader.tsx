import { useTranslation } from 'react-i18next';
import { formatAmount, formatPercent, formatPrice } from '../../../ui/format';
import { changeTone, type LiveQuote } from '../model/quotes';
import styles from './chart.module.css';

const orDash = (text: string): string => (text === '' ? '—' : text);

/** Last price and the 24 h figures of a market. */
export function KlineHeader({ quote }: { quote: LiveQuote }) {
  const { t } = useTranslation('market');
  const tone = changeTone(quote.change);
  const toneClass = tone === 'up' ? styles.lastUp : tone === 'down' ? styles.lastDown : '';
  const price = (v: string | null) => orDash(formatPrice(v, quote.price_decimals));
  return (
    <section className={styles.header} data-testid="kline-header">
      <div className={styles.headTop}>
        <div>
          <div className={`${styles.last} ${toneClass}`} data-testid="kline-price">{price(quote.price)}</div>
          <div className={`${styles.change} ${toneClass}`} data-testid="kline-change">{orDash(formatPercent(quote.change, { sign: true }))}</div>
          <div className={styles.name}>{quote.name}</div>
        </div>
        <dl className={styles.stats}>
          <dt>{t('chart.high')}</dt><dd data-testid="kline-high">{price(quote.high)}</dd>
          <dt>{t('chart.low')}</dt><dd data-testid="kline-low">{price(quote.low)}</dd>
          <dt>{t('chart.volume', { asset: quote.base })}</dt><dd data-testid="kline-volume">{orDash(formatAmount(quote.volume, quote.base))}</dd>
        </dl>
      </div>
    </section>
  );
}
