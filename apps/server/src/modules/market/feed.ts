/** One observed price: the only way a price enters Candor. */
export type Tick = {
  symbol: string;
  /** Price in atoms of the quote currency (8 decimals), rounded to the market's tick size. */
  price: bigint;
  /** Traded volume in base-asset atoms the feed reports for this tick (0 when unknown). */
  volume: bigint;
  /** Epoch milliseconds. */
  time: number;
  /** Where the price came from, e.g. 'sim' or 'binance'. */
  source: string;
};

/** A source of ticks: the simulation by default, a real exchange's public stream when configured. */
export interface PriceFeed {
  readonly source: string;
  start(emit: (ticks: Tick[]) => void): void;
  stop(): void;
}
