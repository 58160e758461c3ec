import type { AlertKind } from '@candor/shared';

/** An active alert as the index holds it: `value` is a price in atoms, or basis points for a move. */
export type IndexedAlert = { id: number; symbol: string; kind: AlertKind; value: bigint };

/**
 * One sorted list: `rank` orders it so that the alerts a tick reaches always form its tail (above: highest price
 * first; below: lowest first; move: largest percent first). A tick then costs a binary search and the fired tail.
 */
class Ladder {
  private readonly items: IndexedAlert[] = [];
  constructor(private readonly before: (a: bigint, b: bigint) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  private position(a: IndexedAlert): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = this.items[mid]!;
      if (this.before(m.value, a.value) || (m.value === a.value && m.id < a.id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(a: IndexedAlert): void {
    this.items.splice(this.position(a), 0, a);
  }

  remove(a: IndexedAlert): boolean {
    const i = this.position(a);
    if (this.items[i]?.id !== a.id) return false;
    this.items.splice(i, 1);
    return true;
  }

  /** Removes and answers the tail whose values `reached` says yes to (a monotone predicate along the list). */
  takeTail(reached: (value: bigint) => boolean): IndexedAlert[] {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (reached(this.items[mid]!.value)) hi = mid;
      else lo = mid + 1;
    }
    return lo < this.items.length ? this.items.splice(lo) : [];
  }
}

type SymbolLadders = { above: Ladder; below: Ladder; move: Ladder };

const ladders = (): SymbolLadders => ({
  above: new Ladder((a, b) => a > b),
  below: new Ladder((a, b) => a < b),
  move: new Ladder((a, b) => a > b),
});

/** The 24-hour change of `price` against `reference`, in whole basis points (either way); null without a reference. */
export function changeBasisPoints(price: bigint, reference: bigint | null): bigint | null {
  if (reference === null || reference <= 0n) return null;
  const diff = price >= reference ? price - reference : reference - price;
  return (diff * 10_000n) / reference;
}

/** The active alerts of every symbol in memory, so a tick costs O(log n + fired) (restored from the database at start). */
export class AlertIndex {
  private readonly bySymbol = new Map<string, SymbolLadders>();
  private readonly byId = new Map<number, IndexedAlert>();

  get size(): number {
    return this.byId.size;
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  symbols(): string[] {
    return [...this.bySymbol.keys()];
  }

  /** Whether a symbol has move alerts (only then does a tick need the 24-hour reference). */
  hasMoves(symbol: string): boolean {
    return (this.bySymbol.get(symbol)?.move.size ?? 0) > 0;
  }

  add(a: IndexedAlert): void {
    if (this.byId.has(a.id)) return;
    let s = this.bySymbol.get(a.symbol);
    if (!s) this.bySymbol.set(a.symbol, (s = ladders()));
    s[a.kind].insert(a);
    this.byId.set(a.id, a);
  }

  remove(id: number): boolean {
    const a = this.byId.get(id);
    if (!a) return false;
    this.byId.delete(id);
    return this.bySymbol.get(a.symbol)?.[a.kind].remove(a) ?? false;
  }

  /** Takes out and answers every alert of the symbol this price reaches; `changeBp` is the 24-hour change, if known. */
  take(symbol: string, price: bigint, changeBp: bigint | null): IndexedAlert[] {
    const s = this.bySymbol.get(symbol);
    if (!s) return [];
    const out = [
      ...s.above.takeTail((v) => v <= price),
      ...s.below.takeTail((v) => v >= price),
      ...(changeBp === null ? [] : s.move.takeTail((v) => v <= changeBp)),
    ];
    for (const a of out) this.byId.delete(a.id);
    return out;
  }
}
