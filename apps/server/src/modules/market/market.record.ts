import type { Market } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import type { BulkCast } from '../../platform/db/bulk.js';
import { createMarketRepo } from './market.repo.js';

/**
 * The stored record of prices: the ticks a consumer reads (futures catching up, an option's open and close) and the
 * citations settlements leave on them (kept past retention). The market service (market.service.ts) adds the live
 * feed, quotes and charts on top.
 */
export abstract class TickRecord {
  protected readonly repo;

  constructor(protected readonly db: Db, protected readonly clock: Clock) {
    this.repo = createMarketRepo(db);
  }

  /** A market by its symbol, or market_unknown. */
  abstract market(symbol: string | undefined): Market;

  /** Stored ticks after a tick id, in stored order: how a consumer (futures) catches up, after downtime too. */
  ticksAfter(afterId: number, limit = 1000) {
    return this.repo.ticksAfter(afterId, limit);
  }

  lastTickId(): Promise<number> {
    return this.repo.lastTickId();
  }

  lastTicksUpTo(tickId: number) {
    return this.repo.lastTicksUpTo(tickId);
  }

  /** Records that a settlement used a tick (kept past retention); `subject` names it, e.g. `futures:12:stop_loss`. */
  cite(tx: Tx, tickId: number, subject: string): Promise<void> {
    return this.repo.cite(tx, tickId, subject, this.clock.now());
  }

  /** The last stored tick of a symbol at or before `time`: an option's open price. */
  tickAtOrBefore(symbol: string, time: number, tx?: Tx) {
    return this.repo.tickAtOrBefore(tx ?? this.db, this.market(symbol).symbol, time);
  }

  /** The first stored tick of a symbol at or after `time`: an option's close price. */
  firstTickFrom(symbol: string, time: number, tx?: Tx) {
    return this.repo.firstTickFrom(tx ?? this.db, this.market(symbol).symbol, time);
  }

  ticksByIds(ids: number[]) {
    return this.repo.ticksByIds(ids);
  }

  /** Records many citations at once (a settlement run of many orders). */
  citeMany(tx: Tx, rows: { tickId: number; subject: string }[]): Promise<void> {
    return this.repo.citeMany(tx, rows, this.clock.now());
  }

  /**
   * Records the citations a caller's select answers (`tick_id`, `subject`, over its table of values `v`), set-based:
   * a settlement run of many orders cites each order's tick without reading the orders. Answers how many are new.
   */
  citeSelected(tx: Tx, v: { columns: readonly (readonly [string, BulkCast])[]; select: string }, rows: readonly (readonly unknown[])[]): Promise<number> {
    return this.repo.citeSelected(tx, v, rows, this.clock.now());
  }

  citedTicks(subjectPrefix: string) {
    return this.repo.citedTicks(subjectPrefix);
  }

  /** The last stored tick of a symbol at or before `time`. */
  lastTickAt(symbol: string, time: number) {
    return this.repo.lastTickAt(this.market(symbol).symbol, time);
  }

  ticksOf(symbol: string, from: number, to: number) {
    return this.repo.ticksOf(this.market(symbol).symbol, from, to);
  }
}
