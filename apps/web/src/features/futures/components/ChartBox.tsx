import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../ui/Loading';
import styles from './futures.module.css';

// The spot chart (lightweight-charts) is its own chunk: it loads only when the chart is opened, never with the page.
const KlineChart = lazy(() => import('../../market/components/KlineChart'));

/** The contract's candles from the feed, the same chart as spot; folded by default so the form is on the first screen. */
export function ChartBox({ symbol, decimals }: { symbol: string; decimals: number }) {
  const { t } = useTranslation('futures');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.chartToggle} aria-expanded={open} data-testid="lever-chart-toggle" onClick={() => setOpen(!open)}>
        {t(open ? 'strip.hide_chart' : 'strip.chart')}
      </button>
      {open && (
        <div className={styles.chartBox} data-testid="lever-chart">
          <Suspense fallback={<Loading />}>
            <KlineChart kind="crypto" symbol={symbol} interval="5m" decimals={decimals} main={null} sub={null} />
          </Suspense>
        </div>
      )}
    </>
  );
}
