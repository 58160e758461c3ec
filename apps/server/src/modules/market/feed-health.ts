import type { FeedGap, PriceFeed, Tick } from './feed.js';

/** A market's feed is stale when it has been silent longer than this (MARKET_STALE_MS). */
export const DEFAULT_STALE_MS = 10_000;

/** What the market API tells about the running feed: where prices come from and which markets are paused. */
export type FeedStatus = {
  source: 'sim' | 'binance' | 'off' | string;
  simulated: boolean;
  staleAfterMs: number;
  stale: string[];
  gaps: number;
  missedTrades: number;
};

/**
 * Staleness rules. A market the running feed quotes is stale when no tick of it was stored for more than `staleMs`
 * by the server's clock (counted from when the feed started, so a restart is not stale at once). A stale market's
 * trading, triggers and settlements pause (the engines ask `isStale`); the first fresh tick resumes them. Nothing is
 * stale without a running feed (tests that drive the market service directly, MARKET_FEED=off), nor a market the
 * feed does not quote (a stock outside New York hours, a listed market priced by its own trades).
 */
/** What staleness needs of a feed: its name and which markets it quotes (a feed another node runs is not started here). */
export type FeedCoverage = Pick<PriceFeed, 'source' | 'covers'>;

export class FeedHealth {
  private readonly heard = new Map<string, number>();
  private feed: FeedCoverage | null = null;
  /** Whether the feed runs on another node (a cluster): ticks are heard as they come through the bus. */
  private remote = false;
  private since = 0;
  private gapCount = 0;
  private missed = 0;

  constructor(readonly staleMs: number = DEFAULT_STALE_MS) {}

  /**
   * This node runs `feed`. Taking over from another node (after `watch`) keeps what was heard: a market already
   * silent stays paused until this feed's first tick of it.
   */
  follow(feed: PriceFeed, now: number): void {
    const takingOver = this.remote;
    this.feed = feed;
    this.remote = false;
    if (takingOver) return;
    this.since = now;
    this.heard.clear();
  }

  /**
   * Another node runs the feed (a cluster): this node judges staleness by the ticks that reach it through the bus, so
   * when the feed node dies every node pauses the silent markets until a node takes the feed over and ticks come.
   */
  watch(coverage: FeedCoverage, now: number): void {
    if (this.feed && !this.remote) return;
    this.feed = coverage;
    this.remote = true;
    this.since = now;
    this.heard.clear();
  }

  stop(): void {
    this.feed = null;
    this.remote = false;
  }

  get source(): string {
    return this.feed?.source ?? 'off';
  }

  /** Records that ticks were stored (or, on a node watching another's feed, received) at `now` (the server's time). */
  stored(ticks: readonly Tick[], now: number): void {
    for (const t of ticks) this.heard.set(t.symbol, now);
  }

  gap(g: FeedGap): void {
    this.gapCount += 1;
    this.missed += g.missed;
  }

  isStale(symbol: string, now: number): boolean {
    if (!this.feed || !this.feed.covers(symbol, now)) return false;
    return now - Math.max(this.heard.get(symbol) ?? this.since, this.since) > this.staleMs;
  }

  status(symbols: readonly string[], now: number): FeedStatus {
    return {
      source: this.source, simulated: this.source === 'sim', staleAfterMs: this.staleMs,
      stale: symbols.filter((s) => this.isStale(s, now)), gaps: this.gapCount, missedTrades: this.missed,
    };
  }
}
