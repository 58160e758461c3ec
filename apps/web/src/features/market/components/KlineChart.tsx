import type { ChartInterval, MarketCandle, MarketKind } from '@candor/shared';
import {
  CandlestickSeries, ColorType, createChart, CrosshairMode,
  type IChartApi, type ISeriesApi, type LogicalRange, type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { langToBcp47 } from '@candor/shared';
import { useChannel } from '../../../api/live';
import { useSession } from '../../../session';
import { formatPrice } from '../../../ui/format';
import { ErrorState, Loading } from '../../../ui/States';
import { useCandles } from '../data/candles';
import { candleOf, mergeCandles, toBar } from '../model/candles';
import type { MainIndicator, SubIndicator } from '../model/indicators';
import styles from './chart.module.css';
import { addIndicators, DOWN, LINE_COLORS, UP, type IndicatorSeries, type Legend } from './indicatorSeries';

/** Older candles are fetched when fewer than this many bars are left of the view. */
const LOAD_OLDER_AT = 15;

type Series = { chart: IChartApi; candles: ISeriesApi<'Candlestick'>; indicators: IndicatorSeries };

export type KlineChartProps = {
  kind: MarketKind; symbol: string; interval: ChartInterval; decimals: number; main: MainIndicator | null; sub: SubIndicator | null;
};

const candleBar = (c: MarketCandle) => {
  const bar = toBar(c);
  return { ...bar, time: bar.time as UTCTimestamp };
};

/** The indicators drawn, each line in its colour. */
function Legends({ legends }: { legends: Legend[] }) {
  return legends.map((l) => (
    <div key={l.title}>
      <b>{l.title}</b>
      {l.lines.map((k, i) => <span key={k} style={{ color: LINE_COLORS[i] }}> {k}</span>)}
    </div>
  ));
}

/**
 * Candles of one market and interval with the chosen indicators (an overlay on the candles, one below them), drawn
 * by lightweight-charts in UTC. History comes from the kline call (older pages when the view nears the left edge);
 * the open candle moves with candle.<symbol>.<interval>, and the indicators follow it.
 */
export default function KlineChart({ kind, symbol, interval, decimals, main, sub }: KlineChartProps) {
  const { t } = useTranslation('market');
  const lang = useSession((s) => s.lang);
  const box = useRef<HTMLDivElement>(null);
  const series = useRef<Series | null>(null);
  const live = useRef(new Map<number, MarketCandle>());
  const lastTime = useRef(0);
  const shown = useRef<MarketCandle[]>([]);
  const [legend, setLegend] = useState<Legend[]>([]);
  const query = useCandles(kind, symbol, interval);
  // What the chart's scroll handler needs to know about older pages, current at every render.
  const more = useRef<{ hasNext: boolean; fetching: boolean; fetch: () => unknown }>({ hasNext: false, fetching: false, fetch: () => undefined });
  useEffect(() => {
    more.current = { hasNext: query.hasNextPage, fetching: query.isFetchingNextPage, fetch: () => query.fetchNextPage() };
  });
  const [bars, setBars] = useState(0);

  const history = useMemo(() => mergeCandles(...[...(query.data?.pages ?? [])].reverse()), [query.data]);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const chart = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#64748b', fontSize: 11 },
      grid: { vertLines: { color: '#f1f4f8' }, horzLines: { color: '#f1f4f8' } },
      rightPriceScale: { borderColor: '#e9edf2' },
      timeScale: { borderColor: '#e9edf2', timeVisible: interval !== '1d' && interval !== '1w' && interval !== '1mon', secondsVisible: false },
      crosshair: { mode: CrosshairMode.Normal },
      localization: { locale: langToBcp47[lang] },
      handleScroll: { vertTouchDrag: false },
    });
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: UP, downColor: DOWN, wickUpColor: UP, wickDownColor: DOWN, borderVisible: false,
      priceFormat: { type: 'custom', minMove: 10 ** -decimals, formatter: (p: number) => formatPrice(p, decimals) },
    });
    candles.priceScale().applyOptions({ scaleMargins: { top: 0.1, bottom: 0.06 } });
    const indicators = addIndicators(chart, main, sub);
    setLegend(indicators.legend);
    const onRange = (range: LogicalRange | null): void => {
      const m = more.current;
      if (range && range.from < LOAD_OLDER_AT && m.hasNext && !m.fetching) void m.fetch();
    };
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    series.current = { chart, candles, indicators };
    return () => {
      chart.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      series.current = null;
      chart.remove();
    };
  }, [decimals, interval, lang, main, sub]);

  // History (and each older page) replaces the data; the view stays anchored at the newest candle.
  useEffect(() => {
    const s = series.current;
    if (!s || history.length === 0) return;
    const all = mergeCandles(history, [...live.current.values()]);
    s.candles.setData(all.map(candleBar));
    s.indicators.fill(all);
    shown.current = all;
    lastTime.current = all.at(-1)?.time ?? 0;
    setBars(all.length);
  }, [history, decimals, interval, lang, main, sub]);

  useChannel(`candle.${symbol}.${interval}`, (data) => {
    const c = candleOf(data);
    const s = series.current;
    live.current.set(c.time, c);
    if (!s || history.length === 0 || c.time < lastTime.current) return;
    s.candles.update(candleBar(c));
    shown.current = mergeCandles(shown.current, [c]);
    s.indicators.fill(shown.current);
    if (c.time > lastTime.current) setBars((n) => n + 1);
    lastTime.current = c.time;
  });

  return (
    <div className={styles.chartBox}>
      <div ref={box} className={styles.chart} data-testid="kline-chart" data-bars={bars} data-interval={interval}
        data-main={main ?? ''} data-sub={sub ?? ''} />
      <div className={styles.legend} data-testid="kline-legend"><Legends legends={legend} /></div>
      {query.isPending && <div className={styles.overlay}><Loading /></div>}
      {query.isError && !query.data && (
        <div className={styles.overlay}><ErrorState title={t('chart.error')} onRetry={() => void query.refetch()} /></div>
      )}
      {query.isSuccess && history.length === 0 && <div className={styles.overlay}><p className={styles.empty}>{t('chart.empty')}</p></div>}
      {query.isFetchingNextPage && <span className={styles.older}>{t('chart.older')}</span>}
    </div>
  );
}
