import type { MarketService } from '../market/index.js';
import type { EngineLease } from './futures.nodes.js';
import type { FuturesRepo } from './futures.repo.js';
import type { MarkTick } from './futures.settle.js';

const BATCH = 1000;

/** What the tick loop drives: the engine's restore at a cursor, the other processes' changes, one tick, a batch's end. */
export interface TickSink {
  restoreAt(cursor: number): Promise<void>;
  sync(): Promise<void>;
  /** Applies a tick: the mark always; the triggers only when `fire` (this process holds the engine lease). */
  apply(tick: MarkTick, fire: boolean): Promise<void>;
  batchDone(): Promise<void>;
}

/**
 * The engine's tick loop: stored ticks after a cursor, in stored order, so a restart, or ticks stored while the engine
 * was down, are applied exactly as they would have been live. Only the lease holder fires triggers and saves the
 * cursor after each batch; another process follows the marks. When it takes the lease over (the holder died), it
 * restores from the stored cursor, so every tick the old holder had not finished is applied, once, by it.
 */
export class TickLoop {
  private cursor = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private restoring: Promise<void> | null = null;
  private holding = false;

  constructor(private readonly repo: FuturesRepo, private readonly market: MarketService, private readonly lease: EngineLease,
    private readonly sink: TickSink) {}

  get position(): number {
    return this.cursor;
  }

  /** Whether this process fired the triggers of its last run (it holds the engine lease). */
  get holder(): boolean {
    return this.holding;
  }

  /** Loads the cursor and restores the engine at it, once (start-up, the first tick, or a takeover). */
  restore(): Promise<void> {
    this.restoring ??= this.load().catch((err: unknown) => { this.restoring = null; throw err; });
    return this.restoring;
  }

  private async load(): Promise<void> {
    this.holding = await this.lease.held();
    const stored = await this.repo.cursor();
    this.cursor = stored ?? (await this.market.lastTickId());
    if (stored === null) await this.repo.setCursor(this.cursor);
    await this.sink.restoreAt(this.cursor);
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

  private async drain(): Promise<void> {
    await this.restore();
    const holder = await this.lease.held();
    if (holder && !this.holding) {
      this.restoring = null;
      await this.restore();
    }
    this.holding = holder;
    for (;;) {
      await this.sink.sync();
      const rows = await this.market.ticksAfter(this.cursor, BATCH);
      if (rows.length === 0) return;
      for (const r of rows) {
        await this.sink.apply({ id: r.id, symbol: r.symbol, price: r.price_atoms, time: r.ts, source: r.source }, holder);
        this.cursor = r.id;
      }
      if (holder) {
        await this.sink.batchDone();
        await this.repo.setCursor(this.cursor);
      }
      if (rows.length < BATCH) return;
    }
  }
}
