import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent, formatPrice } from '../../../ui/format';
import { chartPath, changeTone, topMarkets, useQuotes, type LiveQuote } from '../../market/queries';
import styles from './home.module.css';

const TOP = 6;
const TONES = { up: styles.up, down: styles.down, flat: styles.flat } as const;

/**
 * One market's row. A tick gives a new object only to the quotes it moved (applyTickers), so a batch of ticks
 * re-renders the rows whose price moved, not all six.
 */
const QuoteRow = memo(function QuoteRow({ quote: q }: { quote: LiveQuote }) {
  const price = formatPrice(q.price, q.price_decimals);
  const change = formatPercent(q.change, { sign: true });
  return (
    <li>
      <Link to={chartPath(q.kind, q.symbol)} className={styles.quote} data-symbol={q.symbol} data-testid="home-quote">
        <span className={styles.quoteSymbol}>{q.base}<span>/{q.quote}</span></span>
        <span className={`c-num ${styles.quotePrice}`} data-testid="home-quote-price">{price === '' ? '—' : price}</span>
        <span className={`${styles.quoteChange} ${TONES[changeTone(q.change)]}`}>{change === '' ? '—' : change}</span>
      </Link>
    </li>
  );
});

/** BTC and ETH, then the most traded crypto markets, with live prices and 24 h change; a tap opens the chart. */
export default function MarketRows() {
  const { t } = useTranslation('home');
  const quotes = useQuotes('crypto');
  const top = useMemo(() => topMarkets(quotes.data ?? [], TOP), [quotes.data]);
  if (quotes.isPending) return <p className={`c-muted ${styles.quotesRoom}`}>{t('markets.waiting')}</p>;
  if (quotes.isError && !quotes.data) return <p className="c-muted">{t('markets.error')}</p>;
  return <ul className={styles.quotes}>{top.map((q) => <QuoteRow key={q.symbol} quote={q} />)}</ul>;
}
