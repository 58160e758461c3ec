import { stopDirection, takeProfitDirection } from '@candor/shared';
import type { LedgerService } from '../ledger/index.js';
import { TriggerBooks } from './futures.book.js';
import { CrossMargin } from './futures.cross.js';
import { isolatedLiq } from './futures.margin.js';
import { STATUS, type PositionRow } from './futures.repo.js';
import type { MarkTick } from './futures.settle.js';

/**
 * What the engine holds in memory, with no I/O: the mark of every symbol, every live order and position, their
 * trigger books, the trailing stops per symbol (with the best marks not yet saved) and cross margin's index.
 */
export class LiveState {
  readonly books = new TriggerBooks();
  readonly marks = new Map<string, MarkTick>();
  readonly rows = new Map<number, PositionRow>();
  readonly cross: CrossMargin;
  private readonly trailing = new Map<string, Set<number>>();
  private readonly dirtyPeaks = new Set<number>();

  constructor(ledger: LedgerService) {
    this.cross = new CrossMargin(this.rows, this.marks, this.books, ledger);
  }

  clear(): void {
    this.books.clear();
    this.marks.clear();
    this.rows.clear();
    this.cross.clear();
    this.trailing.clear();
    this.dirtyPeaks.clear();
  }

  liquidationOf(r: PositionRow): bigint | null {
    if (r.status !== STATUS.position) return null;
    return r.margin_mode === 'isolated' ? isolatedLiq(r) : this.cross.liquidationOf(r.id);
  }

  /** Indexes a row as it now is: a pending order's fill, a position's TP, SL, trailing stop and liquidation; or drops it. */
  put(row: PositionRow): void {
    const prev = this.rows.get(row.id);
    let r = row;
    if (prev?.trail_peak_atoms != null && r.trail_peak_atoms !== null && r.trail_atoms !== null) {
      const better = r.side === 'long' ? prev.trail_peak_atoms > r.trail_peak_atoms : prev.trail_peak_atoms < r.trail_peak_atoms;
      if (better) r = { ...r, trail_peak_atoms: prev.trail_peak_atoms };
    }
    this.books.removeAll(r.id);
    for (const set of this.trailing.values()) set.delete(r.id);
    this.cross.track(r);
    if (r.status !== STATUS.pending && r.status !== STATUS.position) {
      this.rows.delete(r.id);
      return;
    }
    this.rows.set(r.id, r);
    if (r.status === STATUS.pending) {
      this.books.set(r.symbol, r.side === 'long' ? 'below' : 'above', r.id, 'fill', r.limit_atoms);
      return;
    }
    this.books.set(r.symbol, takeProfitDirection(r.side), r.id, 'take_profit', r.tp_atoms);
    this.books.set(r.symbol, stopDirection(r.side), r.id, 'stop_loss', r.sl_atoms);
    this.books.set(r.symbol, stopDirection(r.side), r.id, 'liquidation', this.liquidationOf(r));
    if (r.trail_atoms !== null) {
      let set = this.trailing.get(r.symbol);
      if (!set) this.trailing.set(r.symbol, (set = new Set()));
      set.add(r.id);
      this.setTrail(r);
    }
  }

  private setTrail(r: PositionRow): void {
    const peak = r.trail_peak_atoms ?? r.entry_atoms;
    if (peak === null || r.trail_atoms === null) return;
    this.books.set(r.symbol, stopDirection(r.side), r.id, 'trailing_stop', r.side === 'long' ? peak - r.trail_atoms : peak + r.trail_atoms);
  }

  /** Moves the trailing stops of the tick's symbol to its best mark (linear in that symbol's trailing positions). */
  moveTrails(tick: MarkTick): void {
    const trails = this.trailing.get(tick.symbol);
    if (!trails) return;
    for (const id of trails) {
      const r = this.rows.get(id);
      if (!r || r.entry_atoms === null) continue;
      const peak = r.trail_peak_atoms ?? r.entry_atoms;
      if (r.side === 'long' ? tick.price > peak : tick.price < peak) {
        r.trail_peak_atoms = tick.price;
        this.dirtyPeaks.add(id);
        this.setTrail(r);
      }
    }
  }

  /** The trailing stops' best marks moved since the last call (to be saved with the cursor). */
  takePeaks(): [number, bigint][] {
    const out: [number, bigint][] = [];
    for (const id of this.dirtyPeaks) {
      const peak = this.rows.get(id)?.trail_peak_atoms;
      if (peak != null) out.push([id, peak]);
    }
    this.dirtyPeaks.clear();
    return out;
  }
}
