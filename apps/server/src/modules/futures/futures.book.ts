/**
 * Price-indexed trigger books: per symbol, one book of triggers that fire when the mark falls to or below their price
 * (a long's stop-loss and liquidation, a short's take-profit, a long limit order) and one of triggers that fire when
 * it rises to or above (the mirror). Each book keeps its price levels in a sorted array whose FIRING end is the array's
 * end, so a tick pops exactly the crossed levels: the work of a tick grows with the triggers it crosses, not with the
 * positions open. Removal is lazy (a level's map loses the entry; empty levels are dropped when reached). No I/O.
 */

export type TriggerKind = 'fill' | 'take_profit' | 'stop_loss' | 'trailing_stop' | 'liquidation';
export type Direction = 'below' | 'above';
export type Trigger = { positionId: number; kind: TriggerKind; price: bigint };

const keyOf = (t: { positionId: number; kind: TriggerKind }): string => `${t.positionId}:${t.kind}`;

class SideBook {
  /** Distinct price levels; 'below' ascending (highest, first to fire, last), 'above' descending (lowest last). */
  private readonly prices: number[] = [];
  private readonly levels = new Map<number, Map<string, Trigger>>();

  constructor(private readonly direction: Direction) {}

  /** Before `a` in array order: for 'below' ascending, for 'above' descending. */
  private before(a: number, b: number): boolean {
    return this.direction === 'below' ? a < b : a > b;
  }

  add(t: Trigger): void {
    const p = Number(t.price);
    let level = this.levels.get(p);
    if (!level) {
      level = new Map();
      this.levels.set(p, level);
      // Binary search for the insertion point; new levels near the firing end are the common case.
      let lo = 0;
      let hi = this.prices.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.before(this.prices[mid]!, p)) lo = mid + 1;
        else hi = mid;
      }
      this.prices.splice(lo, 0, p);
    }
    level.set(keyOf(t), t);
  }

  remove(t: Trigger): void {
    this.levels.get(Number(t.price))?.delete(keyOf(t));
  }

  /** Pops every trigger the mark has crossed, in firing order (nearest the previous mark first). */
  cross(mark: bigint, out: Trigger[]): void {
    const m = Number(mark);
    const prices = this.prices;
    while (prices.length > 0) {
      const p = prices[prices.length - 1]!;
      if (this.direction === 'below' ? m > p : m < p) return;
      prices.pop();
      const level = this.levels.get(p);
      this.levels.delete(p);
      if (level) for (const t of level.values()) out.push(t);
    }
  }

  get size(): number {
    let n = 0;
    for (const l of this.levels.values()) n += l.size;
    return n;
  }
}

/** The books of every symbol; one trigger per (position, kind). */
export class TriggerBooks {
  private readonly books = new Map<string, { below: SideBook; above: SideBook }>();
  /** Where each live trigger sits, so replacing or removing it needs no search. */
  private readonly live = new Map<string, { symbol: string; direction: Direction; trigger: Trigger }>();

  private book(symbol: string) {
    let b = this.books.get(symbol);
    if (!b) this.books.set(symbol, (b = { below: new SideBook('below'), above: new SideBook('above') }));
    return b;
  }

  /** Sets (or replaces) a position's trigger of a kind; a null price removes it. */
  set(symbol: string, direction: Direction, positionId: number, kind: TriggerKind, price: bigint | null): void {
    this.remove(positionId, kind);
    if (price === null) return;
    const trigger = { positionId, kind, price };
    this.book(symbol)[direction].add(trigger);
    this.live.set(keyOf(trigger), { symbol, direction, trigger });
  }

  remove(positionId: number, kind: TriggerKind): void {
    const k = keyOf({ positionId, kind });
    const was = this.live.get(k);
    if (!was) return;
    this.live.delete(k);
    this.book(was.symbol)[was.direction].remove(was.trigger);
  }

  /** Empties every book (a takeover restores them from the store). */
  clear(): void {
    this.books.clear();
    this.live.clear();
  }

  removeAll(positionId: number): void {
    for (const kind of ['fill', 'take_profit', 'stop_loss', 'trailing_stop', 'liquidation'] as const) this.remove(positionId, kind);
  }

  /** Every trigger of `symbol` the mark crossed, removed from the books. */
  cross(symbol: string, mark: bigint): Trigger[] {
    const b = this.books.get(symbol);
    if (!b) return [];
    const out: Trigger[] = [];
    b.below.cross(mark, out);
    b.above.cross(mark, out);
    for (const t of out) this.live.delete(keyOf(t));
    return out;
  }

  has(positionId: number, kind: TriggerKind): boolean {
    return this.live.has(keyOf({ positionId, kind }));
  }

  get size(): number {
    return this.live.size;
  }
}
