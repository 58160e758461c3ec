import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice } from '../../../ui/format';
import { changeTone, type LiveQuote } from '../model/quotes';
import type { Sort, SortKey } from '../model/sort';
import { SortIcon, StarIcon } from './icons';
import styles from './market.module.css';

export type QuoteListProps = {
  quotes: readonly LiveQuote[];
  onOpen: (quote: LiveQuote) => void;
  sort?: Sort;
  onSort?: (key: SortKey) => void;
  /** With stars: which markets are favourites, and what a tap on a star does. */
  favorites?: ReadonlySet<string>;
  onStar?: (quote: LiveQuote, on: boolean) => void;
};

/** The price of a quote with its market's places, or a dash while the feed has none. */
export function QuotePrice({ quote }: { quote: LiveQuote }) {
  const text = formatPrice(quote.price, quote.price_decimals);
  return <span className="c-num">{text === '' ? '—' : text}</span>;
}

/** The 24 h change as a coloured pill: green up, red down, grey flat or unknown. */
export function ChangePill({ change }: { change: string | null }) {
  const text = formatPercent(change, { sign: true });
  return <span className={`${styles.pill} ${styles[changeTone(change)] ?? ''}`} data-testid="quote-change">{text === '' ? '—' : text}</span>;
}

function SortButton({ label, column, sort, onSort, align }: { label: string; column: SortKey; sort: Sort; onSort?: (key: SortKey) => void; align?: 'end' }) {
  const dir = sort?.key === column ? sort.dir : null;
  if (!onSort) return <span className={align === 'end' ? styles.end : undefined}>{label}</span>;
  return (
    <button type="button" className={`${styles.sortButton} ${align === 'end' ? styles.end : ''} ${dir ? styles.sortActive : ''}`}
      onClick={() => onSort(column)} data-sort={column} data-dir={dir ?? 'none'} aria-pressed={dir !== null}>
      {label}<SortIcon dir={dir} />
    </button>
  );
}

type RowProps = { quote: LiveQuote; on: boolean; withStar: boolean; onOpen: (quote: LiveQuote) => void; onStar: (quote: LiveQuote, on: boolean) => void };

/**
 * One market's row. A tick gives only the quotes it moved a new object (applyTickers), and the row's callbacks are
 * stable, so a tick re-renders the rows whose price moved, not the list.
 */
const QuoteRow = memo(function QuoteRow({ quote: q, on, withStar, onOpen, onStar }: RowProps) {
  const { t } = useTranslation('market');
  return (
    <div className={`${styles.grid} ${styles.row} ${withStar ? styles.withStar : ''}`} data-symbol={q.symbol}>
      {withStar && (
        <button type="button" className={`${styles.star} ${on ? styles.starOn : ''}`} aria-pressed={on}
          aria-label={t(on ? 'favorite.remove' : 'favorite.add')} data-testid="star" onClick={() => onStar(q, !on)}>
          <StarIcon filled={on} />
        </button>
      )}
      <button type="button" className={styles.rowMain} onClick={() => onOpen(q)} data-testid="quote-row">
        <span className={styles.market}>
          <span className={styles.symbol}>{q.base}<span className={styles.quoteAsset}>/{q.quote}</span></span>
          <span className={styles.name}>{q.name}</span>
        </span>
        <span className={`${styles.price} ${styles.end}`} data-testid="quote-price"><QuotePrice quote={q} /></span>
        <span className={styles.end}><ChangePill change={q.change} /></span>
      </button>
    </div>
  );
});

/** Markets as rows: market, last price, 24 h change; optional sort headers and favourite stars. */
export function QuoteList({ quotes, onOpen, sort = null, onSort, favorites, onStar }: QuoteListProps) {
  const { t } = useTranslation('market');
  const latest = useRef({ onOpen, onStar });
  useEffect(() => { latest.current = { onOpen, onStar }; });
  const open = useCallback((q: LiveQuote) => latest.current.onOpen(q), []);
  const star = useCallback((q: LiveQuote, on: boolean) => latest.current.onStar?.(q, on), []);
  return (
    <div className={styles.list} data-testid="quote-list">
      <div className={`${styles.grid} ${styles.head} ${onStar ? styles.withStar : ''}`}>
        {onStar && <span />}
        <SortButton label={t('columns.name')} column="name" sort={sort} onSort={onSort} />
        <SortButton label={t('columns.price')} column="price" sort={sort} onSort={onSort} align="end" />
        <SortButton label={t('columns.change')} column="change" sort={sort} onSort={onSort} align="end" />
      </div>
      {quotes.map((q) => (
        <QuoteRow key={q.symbol} quote={q} on={favorites?.has(q.symbol) ?? false} withStar={onStar !== undefined} onOpen={open} onStar={star} />
      ))}
    </div>
  );
}
