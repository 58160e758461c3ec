import { inTransaction } from '../../platform/db/transactions.js';
import { MARKETS, marketBySymbol, type ChartInterval, type Market } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../platform/bus/bus.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import { CandleBook, type Candle } from './candles.js';
import type { FeedGap, PriceFeed, Tick } from './feed.js';
import { FeedHealth, type FeedCoverage, type FeedStatus } from './feed-health.js';
import { checkListing, createListingsRepo, listedMarket, type Listing, type ListingInput } from './market.listings.js';
import { TickRecord } from './market.record.js';
import { SimulatedFeed } from './sim-feed.js';

export const TICK_RETENTION_MS = 7 * 86_400_000;
const DAY_MS = 86_400_000;

export type Quote = {
  market: Market;
  price: bigint | null;
  open24h: bigint | null;
  high24h: bigint | null;
  low24h: bigint | null;
  volume24h: bigint;
  time: number | null;
  /** The feed has been silent past the staleness limit: trading on the market is paused. */
  stale: boolean;
};

/**
 * Market data: ingests ticks from the feed (the only writer of prices and candles), keeps the last price of every
 * market, derives candles (announced on the bus as `market.ticks`), answers quotes and charts, and ages out old ticks
 * except the ones settlements cite. The stored ticks and their citations are read through TickRecord.
 */
export class MarketService extends TickRecord {
  private book = new CandleBook();
  private readonly last = new Map<string, { price: bigint; time: number }>();
  private feed: PriceFeed | null = null;
  private queued: Tick[] = [];
  private draining: Promise<void> | null = null;
  private readonly listings;
  private listedMarkets: Listing[] = [];
  private all: readonly Market[];
  private readonly health: FeedHealth;

  /** `seed` is the code list (packages/shared markets): the feed's markets; the operator's listings are added as data. */
  constructor(db: Db, clock: Clock, private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly bus: Bus, private readonly seed: readonly Market[] = MARKETS, staleMs?: number) {
    super(db, clock);
    this.health = new FeedHealth(staleMs);
    this.listings = createListingsRepo(db);
    this.all = seed;
  }

  /** Every market: the code list's, then the listed ones (a new listing shows here at once, no restart). */
  get markets(): readonly Market[] {
    return this.all;
  }

  /** The markets a price feed quotes: the code list only (a listed market's price comes from its trades). */
  get feedMarkets(): readonly Market[] {
    return this.seed;
  }

  market(symbol: string | undefined): Market {
    const m = symbol ? marketBySymbol(symbol, this.all) : undefined;
    if (!m) fail('market_unknown');
    return m;
  }

  /** Writes the code list's markets into market_listings when missing and loads the listed ones (start, and every few seconds on each node). */
  async loadListings(seedTable = false): Promise<number> {
    if (seedTable) await this.listings.seed(this.seed);
    const seeded = new Set(this.seed.map((m) => m.symbol));
    this.listedMarkets = (await this.listings.listed()).filter((r) => !seeded.has(r.symbol)).map(listedMarket);
    this.all = [...this.seed, ...this.listedMarkets];
    return this.listedMarkets.length;
  }

  /** Lists a spot market (the operator; the caller audits it): base against USDT with its tick and lot places, no price. */
  async listMarket(input: ListingInput, adminId: number | null): Promise<Listing> {
    const symbol = checkListing(input, this.all);
    const row = {
      symbol, base: input.base.trim().toUpperCase(), quote: input.quote, name: input.name, kind: 'crypto', price_decimals: input.priceDecimals,
      qty_decimals: input.qtyDecimals, source: 'listed' as const, listed_by: adminId, listed_at: this.clock.now(),
    };
    await this.listings.insert(row);
    await this.loadListings();
    return this.listedMarkets.find((m) => m.symbol === symbol) ?? listedMarket(row);
  }

  /** The markets the operator listed, oldest first. */
  listed(): readonly Listing[] {
    return this.listedMarkets;
  }

  isListed(symbol: string): boolean {
    return this.listedMarkets.some((m) => m.symbol === symbol);
  }

  /**
   * A listed market's real trades become its ticks (source 'trade'): its price, candles and tickers come from what
   * traded on it, never from a feed or a setting. Times are the clock's.
   */
  recordTrades(symbol: string, trades: { price: bigint; qty: bigint }[]): Promise<void> {
    if (!this.isListed(symbol) || trades.length === 0) return Promise.resolve();
    const time = this.clock.now();
    return this.ingest(trades.map((t) => ({ symbol, price: t.price, volume: t.qty, time, source: 'trade' })));
  }

  /**
   * Stores ticks and the candles they move, in one transaction, in arrival order. Ticks that arrive while a write
   * is under way join the next write, so a slow disk delays ticks but never builds an unbounded backlog.
   */
  ingest(ticks: Tick[]): Promise<void> {
    this.queued.push(...ticks);
    if (!this.draining) this.draining = this.drain().finally(() => { this.draining = null; });
    return this.draining;
  }

  private async drain(): Promise<void> {
    while (this.queued.length > 0) {
      const ticks = this.queued;
      this.queued = [];
      try {
        const candles = this.book.apply(ticks);
        await inTransaction(this.db, async (tx) => {
          await this.repo.insertTicks(tx, ticks);
          await this.repo.upsertCandles(tx, candles);
        });
        for (const t of ticks) this.last.set(t.symbol, { price: t.price, time: t.time });
        this.health.stored(ticks, this.clock.now());
        this.bus.publish('market.ticks', { ticks, candles });
      } catch (err) {
        this.log.error({ err }, 'tick ingest failed');
        throw err;
      }
    }
  }

  /**
   * A fresh install starts with history so every chart interval has data: every 15 s for the last 12 hours, every minute
   * to 3 days, hourly to 30 days, every 6 hours to 400 days; the history ends at the feed's current prices. Ticks older than
   * the retention window are not kept, as retention would drop them anyway; their candles are.
   */
  async backfillIfEmpty(feed: SimulatedFeed, now = this.clock.now(), span = { days: 400 }): Promise<boolean> {
    if (await this.repo.hasCandles()) return false;
    const end = now - (now % 60_000);
    const times: number[] = [];
    const push = (from: number, to: number, step: number) => { for (let t = from - (from % step); t < to; t += step) if (t >= end - span.days * DAY_MS) times.push(t); };
    push(end - span.days * DAY_MS, end - 30 * DAY_MS, 6 * 3_600_000);
    push(end - 30 * DAY_MS, end - 3 * DAY_MS, 3_600_000);
    push(end - 3 * DAY_MS, end - DAY_MS / 2, 60_000);
    // Several ticks a minute for the last half day, so the 1-minute chart has real candles, not dashes.
    push(end - DAY_MS / 2, end + 1, 15_000);
    const history = feed.backwardHistory(times);
    const keepTicksFrom = now - TICK_RETENTION_MS;
    for (let i = 0; i < history.length; i += 300) await this.storeHistory(history.slice(i, i + 300).flat(), keepTicksFrom);
    return true;
  }

  private async storeHistory(ticks: Tick[], keepTicksFrom: number): Promise<void> {
    const candles = this.book.apply(ticks);
    await inTransaction(this.db, async (tx) => {
      await this.repo.insertTicks(tx, ticks.filter((t) => t.time >= keepTicksFrom));
      await this.repo.upsertCandles(tx, candles);
    });
    for (const t of ticks) this.last.set(t.symbol, { price: t.price, time: t.time });
  }

  /** Loads the open candles and last prices, then follows the feed. */
  async start(feed: PriceFeed): Promise<void> {
    const open = await this.repo.latestCandles();
    this.book = new CandleBook(open);
    for (const c of open.filter((c) => c.interval === '1m')) this.last.set(c.symbol, { price: c.close, time: c.openTime });
    if (feed instanceof SimulatedFeed) feed.resume(this.last);
    this.feed = feed;
    this.health.follow(feed, this.clock.now());
    feed.start((ticks) => void this.ingest(ticks).catch(() => undefined));
  }

  async stop(): Promise<void> {
    this.feed?.stop();
    this.feed = null;
    this.health.stop();
    await this.draining?.catch(() => undefined);
  }

  /**
   * Another node runs the feed (a cluster, this node without the feed lease): the markets `coverage` quotes turn stale
   * here when no tick of them came through the bus for the staleness limit, as on the feed node.
   */
  watchFeed(coverage: FeedCoverage): void {
    this.health.watch(coverage, this.clock.now());
  }

  /** Whether a market's feed has been silent past the staleness limit (its trading, triggers and settlements pause). */
  isStale(symbol: string, now = this.clock.now()): boolean {
    return this.health.isStale(this.market(symbol).symbol, now);
  }

  /** Refuses (market_stale) while a market's feed is silent: what every engine calls before it prices anything. */
  assertFresh(symbol: string, now = this.clock.now()): void {
    const market = this.market(symbol);
    if (this.health.isStale(market.symbol, now)) fail('market_stale', { symbol: market.symbol, seconds: String(Math.round(this.health.staleMs / 1000)) });
  }

  /** Trades the feed reported missing: counted and logged; the candles keep only what was received. */
  recordGap(gap: FeedGap): void {
    this.health.gap(gap);
  }

  feedStatus(now = this.clock.now()): FeedStatus {
    return this.health.status(this.all.map((m) => m.symbol), now);
  }

  /** Drops ticks past the retention window except those a settlement cites (the hourly job `market.tick-retention`). */
  ageOutTicks(now = this.clock.now()): Promise<number> {
    return this.repo.deleteTicksBefore(now - TICK_RETENTION_MS);
  }

  /**
   * Prices stored by the feed, as the bus announces them (`market.ticks`): on a node that does not run the feed, the
   * last prices follow the feed node's (a tick older than the one known is ignored) and so does staleness.
   */
  follow(ticks: readonly Tick[]): void {
    for (const t of ticks) {
      const known = this.last.get(t.symbol);
      if (!known || t.time >= known.time) this.last.set(t.symbol, { price: t.price, time: t.time });
    }
    // Fresh for staleness where they arrive: a node that does not run the feed pauses and resumes by these.
    this.health.stored(ticks, this.clock.now());
  }

  lastPrice(symbol: string): { price: bigint; time: number } | null {
    return this.last.get(this.market(symbol).symbol) ?? null;
  }

  candles(symbol: string, interval: ChartInterval, limit: number, before?: number): Promise<Candle[]> {
    return this.repo.candles(this.market(symbol).symbol, interval, limit, before);
  }

  /** Last price and the rolling 24 hours of every market of a kind, from the hourly and minute candles. */
  async quotes(kind: Market['kind'], now = this.clock.now()): Promise<Quote[]> {
    const since = now - DAY_MS;
    const hourly = await this.repo.candlesSince('60m', since - 3_600_000);
    return this.markets.filter((m) => m.kind === kind).map((market) => {
      const own = hourly.filter((c) => c.symbol === market.symbol && c.openTime + 3_600_000 > since);
      const last = this.last.get(market.symbol) ?? null;
      const first = own[0];
      return {
        market,
        price: last?.price ?? own.at(-1)?.close ?? null,
        open24h: first?.open ?? null,
        high24h: own.length ? own.reduce((m, c) => (c.high > m ? c.high : m), own[0]!.high) : null,
        low24h: own.length ? own.reduce((m, c) => (c.low < m ? c.low : m), own[0]!.low) : null,
        volume24h: own.reduce((s, c) => s + c.volume, 0n),
        time: last?.time ?? null,
        stale: this.health.isStale(market.symbol, now),
      };
    });
  }

  favorites(userId: number): Promise<string[]> {
    return this.repo.favorites(userId);
  }

  async setFavorite(userId: number, symbol: string | undefined, on: boolean): Promise<boolean> {
    const m = this.market(symbol);
    await this.repo.setFavorite(userId, m.symbol, on, this.clock.now());
    return on;
  }
}
