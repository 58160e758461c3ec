import { AreaSeries, ColorType, createChart, LineStyle, type IChartApi, type IPriceLine, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannel } from '../../../api/live';
import { Countdown } from '../../../ui/Countdown';
import { formatPrice } from '../../../ui/format';
import { useCandles } from '../../market/data/candles';
import { addTick, seedPoints, type Point } from '../model/series';
import type { Direction } from '../model/types';
import styles from './options.module.css';

export type OpenLine = { price: string; closeTime: number; direction: Direction };

type Drawn = { chart: IChartApi; line: ISeriesApi<'Area'>; open: IPriceLine | null };

const LINE = '#2563eb';
const OPEN_COLOR: Record<Direction, string> = { rise: '#16a34a', fall: '#dc2626', even: '#64748b' };

/**
 * The symbol's live price as a line: minute closes of the last hours, then every feed tick (ticker.<symbol>), drawn
 * by lightweight-charts in UTC. With an order open, its open price is a dashed line and its countdown runs on top.
 */
export default function OptionChart({ symbol, decimals, openLine }: { symbol: string; decimals: number; openLine: OpenLine | null }) {
  const { t } = useTranslation('options');
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const [live, setLive] = useState<Point[]>([]);
  const candles = useCandles('crypto', symbol, '1m');
  const history = useMemo(() => (candles.data?.pages[0] ?? []).slice(-240), [candles.data]);
  const points = useMemo(() => seedPoints(history, live), [history, live]);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const chart = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#64748b', fontSize: 11 },
      grid: { vertLines: { visible: false }, horzLines: { color: '#f1f4f8' } },
      rightPriceScale: { borderColor: '#e9edf2' },
      timeScale: { borderColor: '#e9edf2', timeVisible: true, secondsVisible: true, rightOffset: 6 },
      handleScroll: { vertTouchDrag: false },
    });
    const line = chart.addSeries(AreaSeries, {
      lineColor: LINE, lineWidth: 2, topColor: 'rgba(37, 99, 235, 0.18)', bottomColor: 'rgba(37, 99, 235, 0.01)',
      priceFormat: { type: 'custom', minMove: 10 ** -decimals, formatter: (p: number) => formatPrice(p, decimals) },
    });
    drawn.current = { chart, line, open: null };
    return () => {
      drawn.current = null;
      chart.remove();
    };
  }, [decimals]);

  useEffect(() => {
    drawn.current?.line.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
  }, [points, decimals]);

  useEffect(() => {
    const d = drawn.current;
    if (!d) return;
    if (d.open) d.line.removePriceLine(d.open);
    d.open = openLine === null ? null : d.line.createPriceLine({
      price: Number(openLine.price), color: OPEN_COLOR[openLine.direction], lineWidth: 1, lineStyle: LineStyle.Dashed,
      axisLabelVisible: true, title: t('chart.open'),
    });
  }, [openLine, t, decimals]);

  useChannel(`ticker.${symbol}`, (tick) => setLive((p) => addTick(p, tick.t, tick.p)));

  return (
    <div className={styles.chartBox}>
      <div ref={box} className={styles.chart} data-testid="option-chart" data-points={points.length} data-open-line={openLine?.price ?? ''} />
      {openLine && (
        <div className={styles.chartBadge} data-testid="option-chart-countdown">
          <span>{t('chart.open_at', { price: formatPrice(openLine.price, decimals) })}</span>
          <Countdown until={openLine.closeTime} />
        </div>
      )}
      {points.length === 0 && <div className={styles.chartEmpty}>{t(candles.isPending ? 'chart.loading' : 'chart.waiting')}</div>}
    </div>
  );
}
