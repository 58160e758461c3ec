import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice } from '../../../ui/format';
import { changeTone, useQuotes } from '../../market/queries';
import styles from './spot.module.css';

/** The spot markets with their live prices; a tap switches the trade screen to that market. */
export function MarketPicker({ open, current, onPick, onClose }: {
  open: boolean; current: string; onPick: (symbol: string) => void; onClose: () => void;
}) {
  const { t } = useTranslation('spot');
  // Its own live quotes: the trade screen around it does not re-render for the ticks of every market.
  const quotes = useQuotes('crypto').data ?? [];
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose}
      bodyStyle={{ maxHeight: '70vh', borderRadius: '16px 16px 0 0', maxWidth: 450, margin: '0 auto', left: 0, right: 0 }}>
      <div className={styles.pickHead}>{t('pick_market')}</div>
      <div className={styles.pickList} data-testid="market-picker">
        {quotes.map((q) => {
          const change = formatPercent(q.change, { sign: true });
          const price = formatPrice(q.price, q.price_decimals);
          return (
            <button key={q.symbol} type="button" className={`${styles.pickRow} ${q.symbol === current ? styles.pickOn : ''}`} data-symbol={q.symbol}
              onClick={() => onPick(q.symbol)}>
              <span className={styles.pickSymbol}>{q.symbol}<span className={styles.pickName}>{q.name}</span></span>
              <span>{price === '' ? '—' : price}</span>
              <span className={`${styles.right} ${styles[changeTone(q.change)]}`}>{change === '' ? '—' : change}</span>
            </button>
          );
        })}
      </div>
    </Popup>
  );
}
