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

/** Trades a feed knows it missed (a jump in the exchange's trade ids): reported, never filled in with a made-up price. */
export type FeedGap = { symbol: string; stream: string; fromId: number; toId: number; missed: number };

/** A source of ticks: the simulation by default, a real exchange's public stream when configured. */
export interface PriceFeed {
  readonly source: string;
  /** Whether the feed quotes `symbol` at `time` (a stock outside New York hours, a market the stream lacks: no). */
  covers(symbol: string, time: number): boolean;
  start(emit: (ticks: Tick[]) => void): void;
  stop(): void;
}

/** Timers a feed uses, injectable so tests drive reconnection, batching and silence without sleeping. */
export type FeedTimers = { after(ms: number, run: () => void): () => void };

export const realTimers: FeedTimers = {
  after(ms, run) {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
