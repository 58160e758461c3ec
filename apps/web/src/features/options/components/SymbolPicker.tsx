import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../ui/format';
import type { OptionMarket } from '../model/types';
import styles from './options.module.css';

/** The option symbols with their last prices; a tap switches the screen to that symbol. */
export function SymbolPicker({ open, markets, current, lastOf, onPick, onClose }: {
  open: boolean; markets: readonly OptionMarket[]; current: string; lastOf: (m: OptionMarket) => string | null;
  onPick: (symbol: string) => void; onClose: () => void;
}) {
  const { t } = useTranslation('options');
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose}
      bodyStyle={{ maxHeight: '70vh', borderRadius: '16px 16px 0 0', maxWidth: 450, margin: '0 auto', left: 0, right: 0 }}>
      <div className={styles.pickHead}>{t('pick_symbol')}</div>
      <div className={styles.pickList} data-testid="option-picker">
        {markets.map((m) => {
          const price = formatPrice(lastOf(m), m.priceDecimals);
          return (
            <button key={m.symbol} type="button" className={`${styles.pickRow} ${m.symbol === current ? styles.pickOn : ''}`} data-symbol={m.symbol}
              disabled={!m.enabled} onClick={() => onPick(m.symbol)}>
              <span>{t('title', { symbol: m.symbol })}{m.enabled ? '' : ` · ${t('closed')}`}</span>
              <span>{price === '' ? '—' : price}</span>
            </button>
          );
        })}
      </div>
    </Popup>
  );
}
