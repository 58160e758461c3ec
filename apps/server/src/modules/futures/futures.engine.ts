import { crossed, isLiquidatable, liquidationPrice, pnlOf, stopDirection, takeProfitDirection, type FuturesCloseReason } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, LedgerService, Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import { TriggerBooks, type Trigger, type TriggerKind } from './futures.book.js';
import { futuresAccount } from './futures.money.js';
import { isolatedLiq, mmOf, qtyOf, tickOf } from './futures.margin.js';
import { STATUS, type FuturesRepo, type PositionRow } from './futures.repo.js';
import type { FuturesSettlement, MarkTick } from './futures.settle.js';

const SYSTEM: Actor = { type: 'system', id: 0 };
const BATCH = 1000;

/**
 * The futures engine: the mark of every symbol (the last stored feed tick it applied), the trigger books of every
 * live order and position, and the tick loop. Ticks are read from the store after a cursor in stored order, so a
 * restart, or ticks stored while the engine was down, are applied exactly as they would have been live.
 */
export class FuturesEngine {
  readonly books = new TriggerBooks();
  private readonly marks = new Map<string, MarkTick>();
  private readonly live = new Map<number, PositionRow>();
  /** Cross liquidation prices as last computed (they depend on the user's other positions and free balance). */
  private readonly crossLiq = new Map<number, bigint | null>();
  private readonly trailing = new Map<string, Set<number>>();
  /** Live ids per `user/mode`, so a user's cross work never scans every position. */
  private readonly byUser = new Map<string, Set<number>>();
  private cursor = 0;
  private readonly dirtyPeaks = new Set<number>();
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly repo: FuturesRepo, private readonly market: MarketService, private readonly ledger: LedgerService,
    private readonly settle: FuturesSettlement, private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>) {}

  mark(symbol: string): MarkTick | null {
    return this.marks.get(symbol) ?? null;
  }

  get tickCursor(): number {
    return this.cursor;
  }

  liquidationOf(r: PositionRow): bigint | null {
    if (r.status !== STATUS.position) return null;
    return r.margin_mode === 'isolated' ? isolatedLiq(r) : (this.crossLiq.get(r.id) ?? null);
  }

  private restoring: Promise<void> | null = null;

  /** Loads the cursor, the marks at it and every live order and position, once (start-up, or the first tick). */
  restore(): Promise<void> {
    this.restoring ??= this.load().catch((err: unknown) => { this.restoring = null; throw err; });
    return this.restoring;
  }

  private async load(): Promise<void> {
    const stored = await this.repo.cursor();
    this.cursor = stored ?? (await this.market.lastTickId());
    if (stored === null) await this.repo.setCursor(this.cursor);
    for (const t of await this.market.lastTicksUpTo(this.cursor)) {
      this.marks.set(t.symbol, { id: t.id, symbol: t.symbol, price: t.price_atoms, time: t.ts, source: t.source });
    }
    const rows = await this.repo.live();
    for (const r of rows) this.put(r);
    const users = new Set(rows.filter((r) => r.margin_mode === 'cross' && r.status === STATUS.position).map((r) => `${r.user_id}/${r.mode}`));
    for (const u of users) {
      const [id, mode] = u.split('/');
      await this.refreshCross(Number(id), mode as Mode);
    }
  }

  /** Re-reads one order or position and re-indexes it (after a user's change committed). */
  async reload(id: number): Promise<PositionRow | null> {
    const r = (await this.repo.position(id)) ?? null;
    if (r) this.put(r);
    if (r?.margin_mode === 'cross') await this.refreshCross(r.user_id, r.mode);
    return r;
  }

  private put(row: PositionRow): void {
    const prev = this.live.get(row.id);
    let r = row;
    if (prev?.trail_peak_atoms != null && r.trail_peak_atoms !== null && r.trail_atoms !== null) {
      const better = r.side === 'long' ? prev.trail_peak_atoms > r.trail_peak_atoms : prev.trail_peak_atoms < r.trail_peak_atoms;
      if (better) r = { ...r, trail_peak_atoms: prev.trail_peak_atoms };
    }
    this.books.removeAll(r.id);
    for (const set of this.trailing.values()) set.delete(r.id);
    const userKey = `${r.user_id}/${r.mode}`;
    if (r.status !== STATUS.pending && r.status !== STATUS.position) {
      this.live.delete(r.id);
      this.crossLiq.delete(r.id);
      this.byUser.get(userKey)?.delete(r.id);
      return;
    }
    this.live.set(r.id, r);
    let mine = this.byUser.get(userKey);
    if (!mine) this.byUser.set(userKey, (mine = new Set()));
    mine.add(r.id);
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

  /**
   * Recomputes the liquidation prices of a user's cross positions: each one's with the user's free balance and the
   * other cross positions' equity above their maintenance (at their current marks) behind it.
   */
  async refreshCross(userId: number, mode: Mode): Promise<void> {
    const rows = this.crossRows(userId, mode);
    if (rows.length === 0) return;
    const free = (await this.ledger.balance(futuresAccount(userId, mode))).available;
    const surplus = rows.map((r) => r.margin_atoms + this.pnlNow(r) - mmOf(r));
    const total = surplus.reduce((a, b) => a + b, 0n);
    rows.forEach((r, i) => {
      const extra = free + total - surplus[i]!;
      const liq = r.entry_atoms === null ? null : liquidationPrice(r.side, r.entry_atoms, qtyOf(r), r.margin_atoms + extra, mmOf(r), tickOf(r.symbol));
      this.crossLiq.set(r.id, liq);
      this.books.set(r.symbol, stopDirection(r.side), r.id, 'liquidation', liq);
    });
  }

  /** The users whose futures balance moved (a transfer, a settlement): their cross liquidation prices follow. */
  async balancesMoved(changes: readonly { userId: number; mode: Mode }[]): Promise<void> {
    for (const c of changes) if (this.hasCross(c.userId, c.mode)) await this.refreshCross(c.userId, c.mode);
  }

  /** Every cross user's liquidation prices from the current marks (the `futures.cross-refresh` job, each minute). */
  async refreshAllCross(): Promise<number> {
    const users = new Map<string, { userId: number; mode: Mode }>();
    for (const r of this.live.values()) if (r.margin_mode === 'cross' && r.status === STATUS.position) users.set(`${r.user_id}/${r.mode}`, { userId: r.user_id, mode: r.mode });
    for (const u of users.values()) await this.refreshCross(u.userId, u.mode);
    return users.size;
  }

  private crossRows(userId: number, mode: Mode): PositionRow[] {
    const out: PositionRow[] = [];
    for (const id of this.byUser.get(`${userId}/${mode}`) ?? []) {
      const r = this.live.get(id);
      if (r && r.margin_mode === 'cross' && r.status === STATUS.position) out.push(r);
    }
    return out;
  }

  private hasCross(userId: number, mode: Mode): boolean {
    return this.crossRows(userId, mode).length > 0;
  }

  private pnlNow(r: PositionRow, tick?: MarkTick): bigint {
    const m = tick?.symbol === r.symbol ? tick : this.marks.get(r.symbol);
    return m && r.entry_atoms !== null ? pnlOf(r.side, r.entry_atoms, m.price, qtyOf(r)) : 0n;
  }

  /** Applies every stored tick after the cursor; concurrent calls join the run under way (and one more after it). */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.drain();
      } while (this.again);
    })().finally(() => { this.running = null; });
    return this.running;
  }

  /** Resolves once every tick stored so far has been applied (tests, shutdown). */
  async settled(): Promise<void> {
    await this.kick();
  }

  private async drain(): Promise<void> {
    await this.restore();
    for (;;) {
      const rows = await this.market.ticksAfter(this.cursor, BATCH);
      if (rows.length === 0) return;
      for (const r of rows) {
        await this.apply({ id: r.id, symbol: r.symbol, price: r.price_atoms, time: r.ts, source: r.source });
        this.cursor = r.id;
      }
      await this.savePeaks();
      await this.repo.setCursor(this.cursor);
      if (rows.length < BATCH) return;
    }
  }

  /** One tick: move the trailing stops of its symbol, pop the crossed triggers, settle each position once. */
  async apply(tick: MarkTick): Promise<void> {
    this.marks.set(tick.symbol, tick);
    const trails = this.trailing.get(tick.symbol);
    if (trails) {
      for (const id of trails) {
        const r = this.live.get(id);
        if (!r || r.entry_atoms === null) continue;
        const peak = r.trail_peak_atoms ?? r.entry_atoms;
        if (r.side === 'long' ? tick.price > peak : tick.price < peak) {
          r.trail_peak_atoms = tick.price;
          this.dirtyPeaks.add(id);
          this.setTrail(r);
        }
      }
    }
    const fired = this.books.cross(tick.symbol, tick.price);
    if (fired.length === 0) return;
    const byPosition = new Map<number, Trigger[]>();
    for (const t of fired) byPosition.set(t.positionId, [...(byPosition.get(t.positionId) ?? []), t]);
    for (const [id, triggers] of byPosition) {
      try {
        await this.fire(id, triggers.map((t) => t.kind), tick);
      } catch (err) {
        this.log.error({ err, position: id, tick: tick.id }, 'futures trigger failed');
        await this.reload(id).catch(() => undefined);
      }
    }
  }

  private async fire(id: number, kinds: TriggerKind[], tick: MarkTick): Promise<void> {
    const r = await this.repo.position(id);
    if (!r) return;
    if (tick.id <= r.from_tick_id || (r.status !== STATUS.pending && r.status !== STATUS.position)) {
      this.put(r);
      return;
    }
    if (r.status === STATUS.pending) {
      const opened = await this.settle.fill(r, tick, (o) => (o.margin_mode === 'isolated' ? isolatedLiq(o) : null));
      this.put(opened);
      if (opened.margin_mode === 'cross') await this.refreshCross(opened.user_id, opened.mode);
      return;
    }
    if (r.margin_mode === 'cross' && kinds.includes('liquidation')) {
      if (await this.crossLiquidate(r.user_id, r.mode, tick)) return;
    }
    if (r.margin_mode === 'isolated' && r.entry_atoms !== null && isLiquidatable(r.side, r.entry_atoms, tick.price, qtyOf(r), r.margin_atoms, mmOf(r))) {
      await this.closeAll(r, tick, 'liquidation');
      return;
    }
    const reason = this.stopReason(r, tick);
    if (reason) await this.closeAll(r, tick, reason);
    else this.put(r);
  }

  private stopReason(r: PositionRow, tick: MarkTick): FuturesCloseReason | null {
    if (r.sl_atoms !== null && crossed(stopDirection(r.side), r.sl_atoms, tick.price)) return 'stop_loss';
    const live = this.live.get(r.id);
    const peak = live?.trail_peak_atoms ?? r.trail_peak_atoms ?? r.entry_atoms;
    if (r.trail_atoms !== null && peak !== null && crossed(stopDirection(r.side), r.side === 'long' ? peak - r.trail_atoms : peak + r.trail_atoms, tick.price)) return 'trailing_stop';
    if (r.tp_atoms !== null && crossed(takeProfitDirection(r.side), r.tp_atoms, tick.price)) return 'take_profit';
    return null;
  }

  private async closeAll(r: PositionRow, tick: MarkTick, reason: FuturesCloseReason): Promise<void> {
    await this.settle.close(r, r.lots, tick, reason, SYSTEM);
    await this.reload(r.id);
  }

  /**
   * Whether the user's cross equity (free balance + cross margins + PnL at the marks, this tick for its symbol) is at
   * or below the cross maintenance; if so every cross position is liquidated, the profitable ones first so their
   * gains back the others. Each liquidation cites its own symbol's tick.
   */
  private async crossLiquidate(userId: number, mode: Mode, tick: MarkTick): Promise<boolean> {
    const rows = (await this.repo.openOf(userId, mode)).filter((r) => r.margin_mode === 'cross');
    const free = (await this.ledger.balance(futuresAccount(userId, mode))).available;
    const equity = rows.reduce((s, r) => s + r.margin_atoms + this.pnlNow(r, tick), free);
    const mm = rows.reduce((s, r) => s + mmOf(r), 0n);
    if (equity > mm) {
      for (const r of rows) this.live.set(r.id, r);
      await this.refreshCross(userId, mode);
      return false;
    }
    rows.sort((a, b) => (this.pnlNow(b, tick) > this.pnlNow(a, tick) ? 1 : -1));
    for (const r of rows) {
      const at = r.symbol === tick.symbol ? tick : this.marks.get(r.symbol);
      if (at) await this.closeAll(r, at, 'liquidation');
    }
    return true;
  }

  /** Persists the trailing stops' best marks with the cursor (so a restart resumes them where they were). */
  private async savePeaks(): Promise<void> {
    for (const id of this.dirtyPeaks) {
      const peak = this.live.get(id)?.trail_peak_atoms;
      if (peak != null) await this.repo.setPeak(id, peak);
    }
    this.dirtyPeaks.clear();
  }

  liveRows(): PositionRow[] {
    return [...this.live.values()];
  }
}
