import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '../../../ui/icons';
import { AssetBadge } from './AssetPicker';
import styles from './swap.module.css';

/** One side of the swap: its label and a note (the balance) on top, the asset button and the amount below. */
export function SideCard({ side, symbol, choosable, onChoose, note, invalid, children }: {
  side: 'from' | 'to'; symbol: string; choosable: boolean; onChoose: () => void; note?: ReactNode; invalid?: boolean; children: ReactNode;
}) {
  const { t } = useTranslation('swap');
  return (
    <section className={`${styles.side} ${invalid ? styles.sideInvalid : ''}`} data-testid={`swap-${side}`} aria-label={t(side === 'from' ? 'from' : 'to')}>
      <div className={styles.sideTop}>
        <span>{t(side === 'from' ? 'from' : 'to')}</span>
        {note}
      </div>
      <div className={styles.sideRow}>
        <button type="button" className={styles.asset} disabled={!choosable} data-testid={`swap-${side}-asset`}
          aria-label={t('picker.open', { asset: symbol })} onClick={onChoose}>
          <AssetBadge symbol={symbol} />
          {symbol}
          {choosable && <ChevronIcon />}
        </button>
        {children}
      </div>
    </section>
  );
}
