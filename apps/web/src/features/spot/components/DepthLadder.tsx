import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice } from '../../../ui/format';
import { ladder, type Depth, type LadderRow } from '../model/book';
import type { MarketSpec } from '../model/market';
import styles from './spot.module.css';

/** Levels shown on each side; empty rows keep the ladder's height steady while the book fills. */
export const LADDER_ROWS = 6;

type Tone = 'up' | 'down' | 'flat';

function Rows({ rows, side, spec, onPick }: { rows: LadderRow[]; side: 'ask' | 'bid'; spec: MarketSpec; onPick: (price: string) => void }) {
  const { t } = useTranslation('spot');
  const padding = Array.from({ length: Math.max(0, LADDER_ROWS - rows.length) }, (_, i) => i);
  const filled = rows.map((r) => (
    <button key={r.price} type="button" className={styles.level} data-testid={`book-${side}`} data-price={r.price}
      aria-label={t('book.pick', { price: formatPrice(r.price, spec.priceDecimals) })} onClick={() => onPick(r.price)}>
      <i className={`${styles.bar} ${side === 'ask' ? styles.barAsk : styles.barBid}`} style={{ width: `${r.width}%` }} />
      <span className={side === 'ask' ? styles.askPrice : styles.bidPrice}>{formatPrice(r.price, spec.priceDecimals)}</span>
      <span>{formatAmount(r.amount, spec.base)}</span>
    </button>
  ));
  const blank = padding.map((i) => <button key={`pad-${i}`} type="button" className={styles.level} disabled aria-hidden="true" tabIndex={-1}><span>&nbsp;</span></button>);
  // Asks grow upward from the middle, so their blank rows go on top.
  return <>{side === 'ask' ? [...blank, ...filled] : [...filled, ...blank]}</>;
}

/**
 * The order book: asks above, the last price between, bids below; tapping a level puts its price in the form.
 * Memoised: a tick of the index price alone does not redraw it.
 */
export const DepthLadder = memo(function DepthLadder({ depth, spec, last, tone, onPick }: { depth: Depth; spec: MarketSpec; last: string | null; tone: Tone; onPick: (price: string) => void }) {
  const { t } = useTranslation('spot');
  const { asks, bids } = ladder(depth, LADDER_ROWS);
  const lastText = formatPrice(last, spec.priceDecimals);
  return (
    <section className={styles.book} data-testid="order-book" aria-label={t('book.title')}>
      <div className={styles.bookHead}><span>{t('book.price', { asset: spec.quote })}</span><span>{t('book.amount', { asset: spec.base })}</span></div>
      <Rows rows={asks} side="ask" spec={spec} onPick={onPick} />
      <div className={styles.mid}>
        <div className={`${styles.midPrice} ${styles[tone]}`} data-testid="book-last">{lastText === '' ? '—' : lastText}</div>
        <div className={styles.midLabel}>{t('book.last')}</div>
      </div>
      <Rows rows={bids} side="bid" spec={spec} onPick={onPick} />
    </section>
  );
});
