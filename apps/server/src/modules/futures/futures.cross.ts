import { liquidationPrice, pnlOf, stopDirection } from '@candor/shared';
import type { LedgerService, Mode } from '../ledger/index.js';
import type { TriggerBooks } from './futures.book.js';
import { mmOf, qtyOf, tickOf } from './futures.margin.js';
import { futuresAccount } from './futures.money.js';
import { STATUS, type PositionRow } from './futures.repo.js';
import type { MarkTick } from './futures.settle.js';

export type CrossUser = { userId: number; mode: Mode };

const keyOf = (userId: number, mode: Mode): string => `${userId}/${mode}`;
const userOf = (key: string): CrossUser => {
  const [id, mode] = key.split('/');
  return { userId: Number(id), mode: mode as Mode };
};

/**
 * Cross margin: which live cross positions each user holds (and which users hold one per symbol), the user's free
 * futures balance as last read, and each cross position's liquidation price. The liquidation price shown (and kept in
 * the trigger books) counts the other cross positions at their marks when it was computed; what decides, tick by
 * tick, is `breached`: at every tick of a symbol, each user holding a cross position there and more than one cross
 * position in all has the whole cross equity compared with the cross maintenance at the current marks, so a move of
 * ANY symbol liquidates at the first tick where equity <= maintenance. The work of a tick is the positions of the
 * users holding several cross positions in its symbol; a user with a single cross position is exact through its
 * liquidation price alone (nothing else moves its equity).
 */
export class CrossMargin {
  private readonly byUser = new Map<string, Set<number>>();
  /** Per symbol, the users (key) holding cross positions there and how many. */
  private readonly bySymbol = new Map<string, Map<string, number>>();
  /** Where each tracked position is indexed (its user key and symbol). */
  private readonly where = new Map<number, { key: string; symbol: string }>();
  private readonly free = new Map<string, bigint>();
  private readonly liq = new Map<number, bigint | null>();

  constructor(private readonly rows: ReadonlyMap<number, PositionRow>, private readonly marks: ReadonlyMap<string, MarkTick>,
    private readonly books: TriggerBooks, private readonly ledger: LedgerService) {}

  clear(): void {
    this.byUser.clear();
    this.bySymbol.clear();
    this.where.clear();
    this.free.clear();
    this.liq.clear();
  }

  /** Indexes a row as it now is (a live cross position) or drops it. */
  track(r: PositionRow): void {
    const live = r.margin_mode === 'cross' && r.status === STATUS.position;
    const was = this.where.get(r.id);
    if (was && live && was.symbol === r.symbol) return;
    if (was) this.drop(r.id, was);
    if (!live) return;
    const key = keyOf(r.user_id, r.mode);
    this.where.set(r.id, { key, symbol: r.symbol });
    let mine = this.byUser.get(key);
    if (!mine) this.byUser.set(key, (mine = new Set()));
    mine.add(r.id);
    let users = this.bySymbol.get(r.symbol);
    if (!users) this.bySymbol.set(r.symbol, (users = new Map()));
    users.set(key, (users.get(key) ?? 0) + 1);
  }

  private drop(id: number, at: { key: string; symbol: string }): void {
    this.where.delete(id);
    this.liq.delete(id);
    const mine = this.byUser.get(at.key);
    mine?.delete(id);
    if (mine?.size === 0) {
      this.byUser.delete(at.key);
      this.free.delete(at.key);
    }
    const users = this.bySymbol.get(at.symbol);
    const n = (users?.get(at.key) ?? 0) - 1;
    if (n > 0) users?.set(at.key, n);
    else users?.delete(at.key);
  }

  liquidationOf(id: number): bigint | null {
    return this.liq.get(id) ?? null;
  }

  has(userId: number, mode: Mode): boolean {
    return this.byUser.has(keyOf(userId, mode));
  }

  users(): CrossUser[] {
    return [...this.byUser.keys()].map(userOf);
  }

  private rowsOf(key: string): PositionRow[] {
    const out: PositionRow[] = [];
    for (const id of this.byUser.get(key) ?? []) {
      const r = this.rows.get(id);
      if (r) out.push(r);
    }
    return out;
  }

  pnlNow(r: PositionRow, tick?: MarkTick): bigint {
    const m = tick?.symbol === r.symbol ? tick : this.marks.get(r.symbol);
    return m && r.entry_atoms !== null ? pnlOf(r.side, r.entry_atoms, m.price, qtyOf(r)) : 0n;
  }

  /**
   * Recomputes the liquidation prices of a user's cross positions from the free balance (read again) and the other
   * cross positions' equity above their maintenance at their current marks.
   */
  async refresh(userId: number, mode: Mode): Promise<void> {
    const key = keyOf(userId, mode);
    if (!this.byUser.has(key)) return;
    const free = (await this.ledger.balance(futuresAccount(userId, mode))).available;
    const rows = this.rowsOf(key);
    if (rows.length === 0) return;
    this.free.set(key, free);
    const surplus = rows.map((r) => r.margin_atoms + this.pnlNow(r) - mmOf(r));
    const total = surplus.reduce((a, b) => a + b, 0n);
    rows.forEach((r, i) => {
      const extra = free + total - surplus[i]!;
      const price = r.entry_atoms === null ? null : liquidationPrice(r.side, r.entry_atoms, qtyOf(r), r.margin_atoms + extra, mmOf(r), tickOf(r.symbol));
      this.liq.set(r.id, price);
      this.books.set(r.symbol, stopDirection(r.side), r.id, 'liquidation', price);
    });
  }

  /**
   * The users, among those holding several cross positions with one in the tick's symbol, whose cross equity (free
   * balance + cross margins + PnL at the marks, this tick for its symbol) is at or below their cross maintenance.
   */
  breached(tick: MarkTick): CrossUser[] {
    const users = this.bySymbol.get(tick.symbol);
    if (!users) return [];
    const out: CrossUser[] = [];
    for (const key of users.keys()) {
      const ids = this.byUser.get(key);
      if (!ids || ids.size < 2) continue;
      let equity = this.free.get(key) ?? 0n;
      let mm = 0n;
      for (const id of ids) {
        const r = this.rows.get(id);
        if (!r) continue;
        equity += r.margin_atoms + this.pnlNow(r, tick);
        mm += mmOf(r);
      }
      if (equity <= mm) out.push(userOf(key));
    }
    return out;
  }
}
