import type { MarketCandle } from '@candor/shared';
import { HistogramSeries, LineSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { toVolumeBar } from '../model/candles';
import { macd, mainLines, rsi, type MainIndicator, type Point, type SubIndicator } from '../model/indicators';

export const UP = '#12b76a';
export const DOWN = '#f04461';
const VOLUME_UP = 'rgba(18, 183, 106, 0.45)';
const VOLUME_DOWN = 'rgba(240, 68, 97, 0.45)';
/** One colour per line of an indicator, in the order its lines come (MA7, MA25, MA99; UP, MB, DN; DIF, DEA). */
export const LINE_COLORS = ['#f5a524', '#a855f7', '#0ea5e9'] as const;

const line = { lineWidth: 1, priceLineVisible: false, lastValueVisible: false, crosshairMarkerVisible: false } as const;
const at = (p: Point) => ({ time: p.time as UTCTimestamp, value: p.value });

/** The series an indicator draws, made once per chart and filled from the candles on every change. */
export type Legend = { title: string; lines: string[] };
export type IndicatorSeries = { fill: (candles: readonly MarketCandle[]) => void; legend: Legend[] };

/** Adds the main overlay (pane 0) and the sub indicator (pane 1, a quarter of the height) to a chart. */
export function addIndicators(chart: IChartApi, main: MainIndicator | null, sub: SubIndicator | null): IndicatorSeries {
  const mainCount = main === null ? 0 : 3;
  const mainSeries = Array.from({ length: mainCount }, (_, i) => chart.addSeries(LineSeries, { ...line, color: LINE_COLORS[i] ?? LINE_COLORS[0] }, 0));
  let subFill: (candles: readonly MarketCandle[]) => void = () => undefined;
  let subLegend: Legend | null = null;
  if (sub === 'VOL') {
    const volume = chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false }, 1);
    subFill = (cs) => volume.setData(cs.map((c) => { const b = toVolumeBar(c, VOLUME_UP, VOLUME_DOWN); return { ...b, time: b.time as UTCTimestamp }; }));
    subLegend = { title: 'VOL', lines: [] };
  } else if (sub === 'MACD') {
    const hist = chart.addSeries(HistogramSeries, { lastValueVisible: false, priceLineVisible: false }, 1);
    const dif = chart.addSeries(LineSeries, { ...line, color: LINE_COLORS[0] }, 1);
    const dea = chart.addSeries(LineSeries, { ...line, color: LINE_COLORS[1] }, 1);
    subFill = (cs) => {
      const m = macd(cs);
      hist.setData(m.histogram.map((p) => ({ ...at(p), color: p.value >= 0 ? VOLUME_UP : VOLUME_DOWN })));
      dif.setData(m.macd.map(at));
      dea.setData(m.signal.map(at));
    };
    subLegend = { title: 'MACD(12,26,9)', lines: ['DIF', 'DEA'] };
  } else if (sub === 'RSI') {
    const lines: ISeriesApi<'Line'>[] = LINE_COLORS.map((color) => chart.addSeries(LineSeries, { ...line, color }, 1));
    subFill = (cs) => rsi(cs).forEach((l, i) => lines[i]?.setData(l.points.map(at)));
    subLegend = { title: 'RSI', lines: ['RSI6', 'RSI12', 'RSI24'] };
  }
  const panes = chart.panes();
  if (panes.length > 1) {
    panes[0]?.setStretchFactor(3);
    panes[1]?.setStretchFactor(1);
  }
  const mainLegend: Legend | null = main === null ? null
    : main === 'BOLL' ? { title: 'BOLL(20,2)', lines: ['UP', 'MB', 'DN'] } : { title: main, lines: [`${main}7`, `${main}25`, `${main}99`] };
  return {
    fill: (cs) => {
      mainLines(cs, main).forEach((l, i) => mainSeries[i]?.setData(l.points.map(at)));
      subFill(cs);
    },
    legend: [mainLegend, subLegend].filter((l): l is Legend => l !== null),
  };
}
