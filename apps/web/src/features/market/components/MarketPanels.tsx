import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepth, useRecentTrades, useTradeMode } from '../../spot/queries';
import { DepthChart } from './DepthChart';
import styles from './panels.module.css';
import { TradesList } from './TradesList';

type Tab = 'depth' | 'trades';

/** Below the chart: the book's depth chart and its recent trades (the book of the current mode, real or demo). */
export function MarketPanels({ symbol, base, quote }: { symbol: string; base: string; quote: string }) {
  const { t } = useTranslation('market');
  const [tab, setTab] = useState<Tab>('depth');
  const mode = useTradeMode();
  const depth = useDepth(symbol, mode);
  const trades = useRecentTrades(symbol, mode);
  return (
    <section className={styles.panels} data-testid="market-panels">
      <div className={styles.tabs} role="tablist">
        {(['depth', 'trades'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} data-panel={k}
            className={`${styles.tab} ${tab === k ? styles.tabOn : ''}`} onClick={() => setTab(k)}>{t(`panel.${k}`)}</button>
        ))}
      </div>
      {tab === 'depth'
        ? <DepthChart book={depth} symbol={symbol} />
        : <TradesList trades={trades.data ?? []} base={base} quote={quote} symbol={symbol} />}
    </section>
  );
}
