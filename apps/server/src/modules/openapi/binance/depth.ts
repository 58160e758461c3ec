import type { SpotService } from '../../spot/index.js';
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

  constructor(private readonly spot: SpotService, private readonly now: () => number) {}

  onDiff(fn: (d: DepthDiff) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private read(market: Market, mode: Mode): { bids: Side; asks: Side } {
    const book = this.spot.book(market.symbol, mode);
    const d = book.engine.depth(LEVELS);
    const side = (levels: readonly { price: number; qty: number }[]): Side =>
      new Map(levels.map((l) => [dec(BigInt(l.price) * book.units.tickAtoms, market.priceDecimals), BigInt(l.qty) * book.units.lotAtoms]));
    return { bids: side(d.bids), asks: side(d.asks) };
  }

  /** Compares the book with its tracked state and announces the difference; starts tracking an untracked book. */
  refresh(market: Market, mode: Mode): Tracked {
    const k = `${mode}:${market.symbol}`;
    const now = this.read(market, mode);
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

  /** The asks now, best first, read from the engine without tracking the book. */
  asks(market: Market, mode: Mode): [string, bigint][] {
    return [...this.read(market, mode).asks.entries()];
  }

  /** The best bid and ask now, read from the engine without tracking the book (tickers). */
  top(market: Market, mode: Mode): { bid: [string, string] | null; ask: [string, string] | null } {
    const book = this.spot.book(market.symbol, mode);
    const d = book.engine.depth(1);
    const level = (l: { price: number; qty: number } | undefined): [string, string] | null =>
      (l ? [dec(BigInt(l.price) * book.units.tickAtoms, market.priceDecimals), dec(BigInt(l.qty) * book.units.lotAtoms)] : null);
    return { bid: level(d.bids[0]), ask: level(d.asks[0]) };
  }

  /** The snapshot of the REST depth: the tracked state after a refresh, its best `limit` levels. */
  snapshot(market: Market, mode: Mode, limit: number) {
    this.asked.set(`${mode}:${market.symbol}`, this.now());
    const t = this.refresh(market, mode);
    // The engine answers the levels best first, and the maps keep that order.
    const top = (s: Side): [string, string][] => [...s.entries()].slice(0, limit).map(([p, q]) => [p, dec(q)]);
    return { lastUpdateId: t.id, bids: top(t.bids), asks: top(t.asks) };
  }
}
