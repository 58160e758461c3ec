import type { BookLevels, SpotService } from '../../spot/index.js';
import type { Market } from '@candor/shared';
import { dec } from './format.js';

type Mode = 'real' | 'demo';
/** A book's levels by price text: quantity in atoms. */
type Side = Map<string, bigint>;
type Tracked = { id: number; bids: Side; asks: Side };
export type DepthDiff = { symbol: string; mode: Mode; U: number; u: number; time: number; bids: [string, string][]; asks: [string, string][] };

/** Levels read from a book for the snapshot and the diffs: deep enough for Binance's largest depth limit. */
const LEVELS = 5000;
const IDLE_MS = 60_000;

/**
 * Binance's diff depth with update ids, kept per book from Candor's engine. After each change of a tracked book the
 * whole depth is read again and compared with the last one: the changed levels (quantity 0: gone) make one update
 * with the next id. The REST snapshot answers the tracked state with its id, so a client that applies the updates
 * after `lastUpdateId` holds exactly the engine's book.
 */
export class DepthTracker {
  private readonly books = new Map<string, Tracked>();
  private readonly listeners = new Set<(d: DepthDiff) => void>();
  /** The last id of each book ever tracked, so ids keep growing when a book is tracked again. */
  private readonly lastIds = new Map<string, number>();
  /** When the REST depth of a tracked book was last asked. */
  private readonly asked = new Map<string, number>();

  /** Each book's refresh under way: a book's refreshes run one after the other, so its ids and diffs stay in order. */
  private readonly queues = new Map<string, Promise<Tracked>>();

  /** The books are read through `spot.levels`: this node's engine, or the owner's in a cluster. */
  constructor(private readonly spot: Pick<SpotService, 'levels'>, private readonly now: () => number) {}

  onDiff(fn: (d: DepthDiff) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private async read(market: Market, mode: Mode, levels = LEVELS): Promise<{ bids: Side; asks: Side }> {
    const d: BookLevels = await this.spot.levels(market.symbol, mode, levels);
    const side = (ls: readonly [bigint, bigint][]): Side => new Map(ls.map(([price, qty]) => [dec(price, market.priceDecimals), qty]));
    return { bids: side(d.bids), asks: side(d.asks) };
  }

  /**
   * Compares the book with its tracked state and announces the difference; starts tracking an untracked book. Refreshes
   * of one book are queued (the read may go to the market's owner node).
   */
  refresh(market: Market, mode: Mode): Promise<Tracked> {
    const k = `${mode}:${market.symbol}`;
    const before = this.queues.get(k);
    const next = (before ? before.catch(() => undefined) : Promise.resolve()).then(() => this.refreshNow(market, mode));
    this.queues.set(k, next);
    const done = () => { if (this.queues.get(k) === next) this.queues.delete(k); };
    next.then(done, done);
    return next;
  }

  private async refreshNow(market: Market, mode: Mode): Promise<Tracked> {
    const k = `${mode}:${market.symbol}`;
    const now = await this.read(market, mode);
    const was = this.books.get(k);
    if (!was) {
      const t = { id: (this.lastIds.get(k) ?? 0) + 1, ...now };
      this.books.set(k, t);
      this.lastIds.set(k, t.id);
      return t;
    }
    const diff = (a: Side, b: Side): [string, string][] => {
      const out: [string, string][] = [];
      for (const [p, q] of b) if (a.get(p) !== q) out.push([p, dec(q)]);
      for (const p of a.keys()) if (!b.has(p)) out.push([p, dec(0n)]);
      return out;
    };
    const bids = diff(was.bids, now.bids);
    const asks = diff(was.asks, now.asks);
    if (bids.length === 0 && asks.length === 0) return was;
    const t = { id: was.id + 1, ...now };
    this.books.set(k, t);
    this.lastIds.set(k, t.id);
    const event: DepthDiff = { symbol: market.symbol, mode, U: t.id, u: t.id, time: this.now(), bids, asks };
    for (const fn of this.listeners) fn(event);
    return t;
  }

  /** Whether a book is tracked (its changes are diffed); untracked books cost nothing. */
  tracked(symbol: string, mode: Mode): boolean {
    return this.books.has(`${mode}:${symbol}`);
  }

  /**
   * Stops diffing a book nobody watches on a stream and whose REST depth was not asked for a minute (a book's full
   * depth is read after each of its changes while it is tracked).
   */
  dropIdle(symbol: string, mode: Mode, watched: boolean): void {
    const k = `${mode}:${symbol}`;
    if (!watched && this.books.has(k) && this.now() - (this.asked.get(k) ?? 0) > IDLE_MS) {
      this.books.delete(k);
      this.asked.delete(k);
    }
  }

  /** The asks now, best first, read from the book without tracking it. */
  async asks(market: Market, mode: Mode): Promise<[string, bigint][]> {
    return [...(await this.read(market, mode)).asks.entries()];
  }

  /** The best bid and ask now, read from the book without tracking it (tickers). */
  async top(market: Market, mode: Mode): Promise<{ bid: [string, string] | null; ask: [string, string] | null }> {
    return topOf(await this.read(market, mode, 1));
  }

  /** The best bid and ask of a tracked book as last diffed (the book ticker stream, beside its diff); null if untracked. */
  trackedTop(symbol: string, mode: Mode): { bid: [string, string] | null; ask: [string, string] | null } | null {
    const t = this.books.get(`${mode}:${symbol}`);
    return t ? topOf(t) : null;
  }

  /** The snapshot of the REST depth: the tracked state after a refresh, its best `limit` levels. */
  async snapshot(market: Market, mode: Mode, limit: number) {
    this.asked.set(`${mode}:${market.symbol}`, this.now());
    const t = await this.refresh(market, mode);
    // The book's levels come best first, and the maps keep that order.
    const top = (s: Side): [string, string][] => [...s.entries()].slice(0, limit).map(([p, q]) => [p, dec(q)]);
    return { lastUpdateId: t.id, bids: top(t.bids), asks: top(t.asks) };
  }
}

function topOf(book: { bids: Side; asks: Side }): { bid: [string, string] | null; ask: [string, string] | null } {
  const first = (s: Side): [string, string] | null => {
    for (const [p, q] of s) return [p, dec(q)];
    return null;
  };
  return { bid: first(book.bids), ask: first(book.asks) };
}
