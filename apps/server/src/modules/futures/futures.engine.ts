import { crossed, isLiquidatable, stopDirection, takeProfitDirection, type FuturesCloseReason, type FuturesEventKind } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Actor, LedgerService, Mode } from '../ledger/index.js';
import type { MarketService } from '../market/index.js';
import type { Trigger, TriggerBooks, TriggerKind } from './futures.book.js';
import type { CrossMargin } from './futures.cross.js';
import { silent, type FuturesAnnounce } from './futures.events.js';
import { LiveState } from './futures.live.js';
import { futuresAccount } from './futures.money.js';
import { isolatedLiq, mmOf, qtyOf } from './futures.margin.js';
import { STATUS, type FuturesRepo, type PositionRow } from './futures.repo.js';
import type { FuturesSettlement, MarkTick } from './futures.settle.js';
import { ChangeFeed, EngineLease } from './futures.nodes.js';
import { TickLoop, type TickSink } from './futures.ticks.js';
import { positionOut } from './futures.views.js';

const SYSTEM: Actor = { type: 'system', id: 0 };

/**
 * The futures engine: the mark of every symbol (the last stored feed tick it applied), the trigger books of every
 * live order and position, cross margin (futures.cross.ts) and what one tick does. The tick loop (futures.ticks.ts)
 * feeds it the stored ticks in order.
 */
export class FuturesEngine implements TickSink {
  private readonly state: LiveState;
  private readonly loop: TickLoop;
  readonly lease: EngineLease;
  private readonly changes: ChangeFeed;

  constructor(private readonly repo: FuturesRepo, private readonly market: MarketService, private readonly ledger: LedgerService,
    private readonly settle: FuturesSettlement, private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    nodes: { db: Db; clock: Clock }, private readonly announce: FuturesAnnounce = silent) {
    this.state = new LiveState(ledger);
    this.lease = new EngineLease(nodes.db, nodes.clock);
    this.changes = new ChangeFeed(nodes.db, nodes.clock);
    this.loop = new TickLoop(repo, market, this.lease, this);
  }

  get books(): TriggerBooks {
    return this.state.books;
  }

  private get cross(): CrossMargin {
    return this.state.cross;
  }

  mark(symbol: string): MarkTick | null {
    return this.state.marks.get(symbol) ?? null;
  }

  get tickCursor(): number {
    return this.loop.position;
  }

  /** Whether this process holds the engine lease (applies the ticks' triggers). */
  get holder(): boolean {
    return this.loop.holder;
  }

  liquidationOf(r: PositionRow): bigint | null {
    return this.state.liquidationOf(r);
  }

  /** Loads the cursor, the marks at it and every live order and position, once (start-up, or the first tick). */
  restore(): Promise<void> {
    return this.loop.restore();
  }

  /** Loads the marks at the cursor and every live order and position (after the change log's end, so nothing is missed). */
  async restoreAt(cursor: number): Promise<void> {
    this.state.clear();
    await this.changes.start();
    for (const t of await this.market.lastTicksUpTo(cursor)) {
      this.state.marks.set(t.symbol, { id: t.id, symbol: t.symbol, price: t.price_atoms, time: t.ts, source: t.source });
    }
    for (const r of await this.repo.live()) this.put(r);
    await this.refreshAllCross();
  }

  /** Re-reads what other processes changed (positions written, cross users' balances moved) since the last look. */
  async sync(): Promise<void> {
    const { positions, users } = await this.changes.read();
    const cross = new Map(users.map((u) => [`${u.userId}/${u.mode}`, u]));
    for (const id of positions) {
      const r = await this.repo.position(id);
      if (!r) continue;
      this.put(r);
      if (r.margin_mode === 'cross') cross.set(`${r.user_id}/${r.mode}`, { userId: r.user_id, mode: r.mode });
    }
    for (const u of cross.values()) await this.cross.refresh(u.userId, u.mode);
  }

  /** Re-reads one order or position and re-indexes it (after a user's change committed). */
  async reload(id: number): Promise<PositionRow | null> {
    const r = (await this.repo.position(id)) ?? null;
    if (r) this.put(r);
    if (r?.margin_mode === 'cross') await this.cross.refresh(r.user_id, r.mode);
    return r;
  }

  private put(row: PositionRow): void {
    this.state.put(row);
  }

  /** Recomputes a user's cross liquidation prices (free balance and the other cross positions at their marks). */
  refreshCross(userId: number, mode: Mode): Promise<void> {
    return this.cross.refresh(userId, mode);
  }

  /** The users whose futures balance moved (a transfer, a settlement): their cross liquidation prices follow. */
  async balancesMoved(changes: readonly { userId: number; mode: Mode }[]): Promise<void> {
    for (const c of changes) {
      if (!this.cross.has(c.userId, c.mode)) continue;
      await this.cross.refresh(c.userId, c.mode);
      if (!this.loop.holder) await this.changes.balanceMoved(c.userId, c.mode);
    }
  }

  /** Every cross user's liquidation prices from the current marks (the `futures.cross-refresh` job, each minute). */
  async refreshAllCross(): Promise<number> {
    await this.changes.prune();
    const users = this.cross.users();
    for (const u of users) await this.cross.refresh(u.userId, u.mode);
    return users.length;
  }

  /** Applies every stored tick after the cursor; concurrent calls join the run under way (and one more after it). */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  /** Gives the engine lease up (an orderly stop). */
  release(): Promise<void> {
    return this.lease.release();
  }

  /** Resolves once every tick stored so far has been applied (tests, shutdown). */
  async settled(): Promise<void> {
    await this.loop.kick();
  }

  /**
   * One tick: move the trailing stops of its symbol, liquidate the cross accounts the tick took to maintenance, pop
   * the crossed triggers, settle each position once.
   */
  async apply(tick: MarkTick, fire = true): Promise<void> {
    this.state.marks.set(tick.symbol, tick);
    if (!fire) return;
    this.state.moveTrails(tick);
    for (const u of this.cross.breached(tick)) {
      try {
        await this.crossLiquidate(u.userId, u.mode, tick);
      } catch (err) {
        this.log.error({ err, user: u.userId, tick: tick.id }, 'futures cross liquidation failed');
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
      if (opened.margin_mode === 'cross') await this.cross.refresh(opened.user_id, opened.mode);
      this.tell(opened, 'filled');
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
    const live = this.state.rows.get(r.id);
    const peak = live?.trail_peak_atoms ?? r.trail_peak_atoms ?? r.entry_atoms;
    if (r.trail_atoms !== null && peak !== null && crossed(stopDirection(r.side), r.side === 'long' ? peak - r.trail_atoms : peak + r.trail_atoms, tick.price)) return 'trailing_stop';
    if (r.tp_atoms !== null && crossed(takeProfitDirection(r.side), r.tp_atoms, tick.price)) return 'take_profit';
    return null;
  }

  private async closeAll(r: PositionRow, tick: MarkTick, reason: FuturesCloseReason): Promise<void> {
    await this.settle.close(r, r.lots, tick, reason, SYSTEM);
    const closed = await this.reload(r.id);
    if (closed) this.tell(closed, reason === 'liquidation' ? 'liquidated' : reason === 'user' ? 'closed' : reason);
  }

  /** Tells the owner's websocket (through the bus) what a trigger did, after its commit. */
  private tell(r: PositionRow, event: FuturesEventKind): void {
    this.announce({ userId: r.user_id, mode: r.mode, event, position: positionOut(r, this.mark(r.symbol)?.price ?? null, this.liquidationOf(r)) });
  }

  /**
   * Whether the user's cross equity (free balance + cross margins + PnL at the marks, this tick for its symbol), read
   * from the store, is at or below the cross maintenance; if so every cross position is liquidated, the profitable
   * ones first so their gains back the others. Each liquidation cites its own symbol's tick.
   */
  private async crossLiquidate(userId: number, mode: Mode, tick: MarkTick): Promise<boolean> {
    const rows = (await this.repo.openOf(userId, mode)).filter((r) => r.margin_mode === 'cross');
    const free = (await this.ledger.balance(futuresAccount(userId, mode))).available;
    const equity = rows.reduce((s, r) => s + r.margin_atoms + this.cross.pnlNow(r, tick), free);
    const mm = rows.reduce((s, r) => s + mmOf(r), 0n);
    if (equity > mm) {
      for (const r of rows) this.put(r);
      await this.cross.refresh(userId, mode);
      return false;
    }
    rows.sort((a, b) => (this.cross.pnlNow(b, tick) > this.cross.pnlNow(a, tick) ? 1 : -1));
    for (const r of rows) {
      const at = r.symbol === tick.symbol ? tick : this.state.marks.get(r.symbol);
      if (at) await this.closeAll(r, at, 'liquidation');
    }
    return true;
  }

  /** Persists the trailing stops' best marks with the cursor (so a restart resumes them where they were). */
  async batchDone(): Promise<void> {
    for (const [id, peak] of this.state.takePeaks()) await this.repo.setPeak(id, peak);
  }

  liveRows(): PositionRow[] {
    return [...this.state.rows.values()];
  }
}
