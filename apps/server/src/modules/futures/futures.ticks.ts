import type { MarketService } from '../market/index.js';
import type { FuturesRepo } from './futures.repo.js';
import type { MarkTick } from './futures.settle.js';

const BATCH = 1000;

/** What the tick loop drives: the engine's restore at a cursor, one tick, and the end of a batch. */
export interface TickSink {
  restoreAt(cursor: number): Promise<void>;
  apply(tick: MarkTick): Promise<void>;
  batchDone(): Promise<void>;
}

/**
 * The engine's tick loop: stored ticks after a cursor, in stored order, so a restart, or ticks stored while the engine
 * was down, are applied exactly as they would have been live. The cursor is saved after each batch.
 */
export class TickLoop {
  private cursor = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private restoring: Promise<void> | null = null;

  constructor(private readonly repo: FuturesRepo, private readonly market: MarketService, private readonly sink: TickSink) {}

  get position(): number {
    return this.cursor;
  }

  /** Loads the cursor and restores the engine at it, once (start-up, or the first tick). */
  restore(): Promise<void> {
    this.restoring ??= this.load().catch((err: unknown) => { this.restoring = null; throw err; });
    return this.restoring;
  }

  /** Forgets what was restored, so the next run restores again from the store (a takeover). */
  reset(): void {
    this.restoring = null;
  }

  private async load(): Promise<void> {
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
    for (;;) {
      const rows = await this.market.ticksAfter(this.cursor, BATCH);
      if (rows.length === 0) return;
      for (const r of rows) {
        await this.sink.apply({ id: r.id, symbol: r.symbol, price: r.price_atoms, time: r.ts, source: r.source });
        this.cursor = r.id;
      }
      await this.sink.batchDone();
      await this.repo.setCursor(this.cursor);
      if (rows.length < BATCH) return;
    }
  }
}
