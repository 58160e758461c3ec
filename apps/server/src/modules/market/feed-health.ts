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
export class FeedHealth {
  private readonly heard = new Map<string, number>();
  private feed: PriceFeed | null = null;
  private since = 0;
  private gapCount = 0;
  private missed = 0;

  constructor(readonly staleMs: number = DEFAULT_STALE_MS) {}

  follow(feed: PriceFeed, now: number): void {
    this.feed = feed;
    this.since = now;
    this.heard.clear();
  }

  stop(): void {
    this.feed = null;
  }

  get source(): string {
    return this.feed?.source ?? 'off';
  }

  /** Records that ticks were stored at `now` (the server's time, not the exchange's). */
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
