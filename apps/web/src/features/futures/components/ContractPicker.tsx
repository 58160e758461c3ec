import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../ui/format';
import type { Contract } from '../model/contract';
import styles from './futures.module.css';

/** The futures contracts with their mark prices; a tap switches the screen to that contract. */
export function ContractPicker({ open, contracts, current, markOf, onPick, onClose }: {
  open: boolean; contracts: readonly Contract[]; current: string; markOf: (s: string) => string | null;
  onPick: (symbol: string) => void; onClose: () => void;
}) {
  const { t } = useTranslation('futures');
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose}
      bodyStyle={{ maxHeight: '70vh', borderRadius: '16px 16px 0 0', maxWidth: 450, margin: '0 auto', left: 0, right: 0 }}>
      <div className={styles.pickHead}>{t('pick_market')}</div>
      <div className={styles.pickList} data-testid="lever-picker">
        {contracts.map((c) => {
          const price = formatPrice(markOf(c.symbol), c.priceDecimals);
          return (
            <button key={c.symbol} type="button" className={`${styles.pickRow} ${c.symbol === current ? styles.pickOn : ''}`} data-symbol={c.symbol}
              onClick={() => onPick(c.symbol)}>
              <span>{t('title', { symbol: c.symbol })}</span>
              <span>{price === '' ? '—' : price}</span>
            </button>
          );
        })}
      </div>
    </Popup>
  );
}
