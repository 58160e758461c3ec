import type { Candle } from './candles.js';
import type { Tick } from './feed.js';

declare module '../../platform/bus/bus.js' {
  interface Topics {
    /** Every stored batch of feed ticks and the candles it moved. */
    'market.ticks': { ticks: Tick[]; candles: Candle[] };
  }
}
