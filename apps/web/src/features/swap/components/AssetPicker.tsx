import { Popup } from 'antd-mobile';
import type { Atoms } from '@candor/shared';
import { useTranslation } from 'react-i18next';
import type { SwapAsset } from '../model/catalog';
import { showMoney } from './money';
import styles from './swap.module.css';

const COLORS = ['#f7931a', '#627eea', '#26a17b', '#2775ca', '#9945ff', '#e84142', '#c2a633', '#0033ad', '#e6007a', '#345d9d'];

/** A round mark with the asset's first letters (no third-party logos), its colour fixed by the symbol. */
export function AssetBadge({ symbol }: { symbol: string }) {
  const hash = [...symbol].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);
  return <span className={styles.badge} style={{ background: COLORS[hash % COLORS.length] }} aria-hidden="true">{symbol.slice(0, 2)}</span>;
}

/** The assets a side may switch to, with what the user holds of each; a tap picks one. */
export function AssetPicker({ open, title, assets, current, balanceOf, onPick, onClose }: {
  open: boolean; title: string; assets: readonly SwapAsset[]; current: string;
  balanceOf: (symbol: string) => Atoms | null; onPick: (symbol: string) => void; onClose: () => void;
}) {
  const { t } = useTranslation('swap');
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose}
      bodyStyle={{ maxHeight: '70vh', borderRadius: '16px 16px 0 0', maxWidth: 450, margin: '0 auto', left: 0, right: 0 }}>
      <div className={styles.pickHead} role="heading" aria-level={2}>{title}</div>
      <div className={styles.pickList} data-testid="swap-picker">
        {assets.map((a) => {
          const held = balanceOf(a.symbol);
          return (
            <button key={a.symbol} type="button" className={`${styles.pickRow} ${a.symbol === current ? styles.pickOn : ''}`} data-symbol={a.symbol}
              aria-current={a.symbol === current} onClick={() => onPick(a.symbol)}>
              <AssetBadge symbol={a.symbol} />
              <span>
                <span className={styles.pickSymbol}>{a.symbol}</span>
                <span className={styles.pickName}>{a.fiat ? t('picker.fiat') : a.name}</span>
              </span>
              {held !== null && <span className={styles.pickBalance}>{showMoney(held, a.symbol)}</span>}
            </button>
          );
        })}
      </div>
    </Popup>
  );
}
