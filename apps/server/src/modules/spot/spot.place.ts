import { MatchingError, type SubmitResult } from '@candor/matching';
import { isSimulatedOwner, type SpotOrder } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { LedgerService } from '../ledger/index.js';
import type { Book, Mode } from './spot.books.js';
import { OrderGroups } from './spot.group.js';
import { lotsToAtoms, notional } from './spot.math.js';
import { prepareOrder, type PlaceInput, type Prepared } from './spot.prepare.js';
import type { OrderResult, SpotOrderRow, SpotRepo } from './spot.repo.js';
import { settle, spotAccount, type Fees } from './spot.settle.js';
import { orderOut } from './spot.views.js';

/** Whether an order's row already holds every value of its result. */
function unchanged(row: SpotOrderRow, next: OrderResult): boolean {
  return row.filled_atoms === next.filled_atoms && row.quote_filled_atoms === next.quote_filled_atoms && row.fee_atoms === next.fee_atoms
    && row.locked_atoms === next.locked_atoms && row.status === next.status && row.cancel_reason === next.cancel_reason
    && row.updated_at === next.updated_at;
}

type Placed = { row: SpotOrderRow; result: SubmitResult | null; owner: number };

export type SpotEvents = {
  onOrder?: (order: SpotOrderRow) => void;
  /** The fills of one submission, after its commit. */
  onTrades?: (book: Book, result: SubmitResult, takerOwner: number) => void;
  /**
   * The book's depth changed: after a cancel, after an idempotent order, and once after each committed group of
   * orders (not once per order: the depth after the group is the one that counts).
   */
  onBookChanged?: (book: Book) => void;
};

export type PlacementDeps = {
  repo: SpotRepo; clock: Clock; ledger: LedgerService; log: FastifyBaseLogger; fees: Fees; events: SpotEvents;
  idempotency?: Idempotency | undefined;
  /** The book as the database holds it again (after a write failed once the engine had moved). */
  rebuild(book: Book): Promise<void>;
  /** Whether the database takes several statements in one round trip (PostgreSQL). */
  multiStatement: boolean;
  /** Cancels a resting order the engine already took off the book, unlocking what it held. */
  closeResting(tx: Tx, book: Book, id: number, reason: string, now: number): Promise<SpotOrderRow>;
};

/**
 * Placing orders: lock, match, settle, release, in one transaction that the orders arriving together on a book share
 * (group commit, spot.group.ts), or once per idempotency key on the book's own turn.
 */
export class Placement {
  private readonly groups = new WeakMap<Book, OrderGroups<Placed>>();

  constructor(private readonly d: PlacementDeps) {}

  async place(book: Book, ownerId: number, mode: Mode, input: PlaceInput): Promise<SpotOrderRow> {
    const p = prepareOrder(book, ownerId, input);
    // The order and its lock written all or nothing (one statement on PostgreSQL), so the order needs no savepoint of its own.
    const atomic = this.d.ledger.canLockWithRow(this.lockOf(book, p, ownerId, mode));
    const placed = await this.groupsOf(book).add(async (tx, moved) => {
      let outcome: SubmitResult | null = null;
      const row = await this.placeWork(tx, book, p, ownerId, mode, (result) => { outcome = result; moved(); }, atomic);
      return { row, result: outcome as SubmitResult | null, owner: ownerId };
    }, atomic);
    return placed.row;
  }

  private lockOf(book: Book, p: Prepared, ownerId: number, mode: Mode) {
    return {
      account: spotAccount(ownerId, p.lockAsset, mode), amount: p.lock,
      actor: { type: ownerId === 0 || isSimulatedOwner(ownerId) ? 'system' as const : 'user' as const, id: ownerId },
      reason: 'spot_order' as const, detail: book.market.symbol,
    };
  }

  /**
   * A user's order as spot/trade places it, once per idempotency key (like withdrawals and swaps): a repeat with the
   * same key has no effect and answers what the first answered; the same key for another order is refused. Without
   * a key it joins its book's group (place).
   */
  async placeOnce(book: Book, ownerId: number, mode: Mode, input: PlaceInput, key: string | undefined): Promise<SpotOrder> {
    const once = this.d.idempotency;
    if (!once || key === undefined) return orderOut(await this.place(book, ownerId, mode, input));
    const request = { symbol: input.symbol, side: input.side, type: input.type, price: input.price, amount: input.amount, tif: input.tif };
    const p = prepareOrder(book, ownerId, input);
    return book.serial(async () => {
      let outcome: SubmitResult | null = null;
      let placed: SpotOrderRow | null = null;
      try {
        const answer = await once.once({ userId: ownerId, scope: `spot.trade.${mode}`, key, request }, async (tx) => {
          placed = await this.placeWork(tx, book, p, ownerId, mode, (result) => { outcome = result; });
          return orderOut(placed);
        });
        // Events only after the commit: nothing is announced that the database does not hold (a repeat announces nothing).
        if (outcome) await this.announce(book, outcome, ownerId);
        if (placed) this.d.events.onOrder?.(placed);
        if (outcome) this.d.events.onBookChanged?.(book);
        return answer;
      } catch (err) {
        // The engine moved but the database did not: rebuild this book from what the database holds.
        if (outcome) await this.d.rebuild(book);
        if (err instanceof MatchingError) fail('order_failed');
        throw err;
      }
    });
  }

  /** One order's work inside its transaction: the order row, the lock, the engine (then `submitted`), settlement. */
  private async placeWork(tx: Tx, book: Book, p: Prepared, ownerId: number, mode: Mode, submitted: (result: SubmitResult) => void, atomic = false): Promise<SpotOrderRow> {
    const now = this.d.clock.now();
    const order = {
      user_id: ownerId, mode, symbol: book.market.symbol, side: p.side, type: p.type, tif: p.tif,
      price_atoms: p.priceAtoms, qty_atoms: p.qtyAtoms, budget_atoms: p.budgetAtoms, filled_atoms: 0n,
      quote_filled_atoms: 0n, fee_atoms: 0n, locked_atoms: p.lock, status: 'waiting' as const, cancel_reason: null,
      created_at: now, updated_at: now,
    };
    const refused = (): never => fail(p.side === 'buy' ? 'insufficient_balance' : 'spot_insufficient_sellable');
    let inserted: SpotOrderRow;
    if (atomic) {
      // One statement: nothing written when refused (the group took no savepoint for this order).
      inserted = await this.d.ledger.lockWithRow<SpotOrderRow>(tx, { ...this.lockOf(book, p, ownerId, mode), refPrefix: `spot:lock:${mode}:` }, this.d.repo.lockedOrder(order)) ?? refused();
    } else {
      inserted = await this.d.repo.insertOrder(tx, order);
      await this.d.ledger.lock(tx, { ...this.lockOf(book, p, ownerId, mode), ref: `spot:lock:${mode}:${inserted.id}` }).catch((e: unknown) => {
        if (e instanceof AppError && e.key === 'insufficient_balance') refused();
        throw e;
      });
    }
    const { id } = inserted;
    const result = book.engine.submit(p.order(id));
    submitted(result);
    return this.applyResult(tx, book, inserted, { id, owner: ownerId, side: p.side, ticks: p.ticks }, p.lock, result, now);
  }

  private groupsOf(book: Book): OrderGroups<Placed> {
    let groups = this.groups.get(book);
    if (!groups) {
      groups = new OrderGroups<Placed>((fn) => book.serial(fn), {
        transaction: (fn) => this.d.ledger.transaction(fn),
        rebuild: () => this.d.rebuild(book),
        // Events only after the commit: nothing is announced that the database does not hold.
        committed: async ({ row, result, owner }) => {
          try {
            if (result) await this.announce(book, result, owner);
            this.d.events.onOrder?.(row);
          } catch (err) {
            this.d.log.error({ err }, 'spot events not sent');
          }
        },
        groupCommitted: (values) => {
          if (!values.some((v) => v.result !== null)) return;
          try {
            this.d.events.onBookChanged?.(book);
          } catch (err) {
            this.d.log.error({ err }, 'spot depth not sent');
          }
        },
        onFailure: (err) => this.d.log.error({ err, symbol: book.market.symbol, mode: book.mode }, 'spot book not rebuilt'),
        errorOf: (err) => (err instanceof MatchingError ? new AppError('order_failed') : err),
        // The only error an atomic order throws before the engine moves with nothing written: its lock refused.
        refusedClean: (err) => err instanceof AppError && (err.key === 'insufficient_balance' || err.key === 'spot_insufficient_sellable'),
        guard: (tx, fn) => this.d.ledger.guarded(tx, fn),
        noRetry: (tx) => this.d.ledger.noRetry(tx),
        multiStatement: this.d.multiStatement,
      });
      this.groups.set(book, groups);
    }
    return groups;
  }

  /** Tells listeners about the trades of a submission and the resting orders it filled or cancelled. */
  private async announce(book: Book, result: SubmitResult, takerOwner: number): Promise<void> {
    this.d.events.onTrades?.(book, result, takerOwner);
    if (!this.d.events.onOrder) return;
    const makers = new Set([...result.fills.map((f) => f.makerId), ...result.stpCancelled.map((c) => c.id)]);
    for (const id of makers) {
      const row = await this.d.repo.order(id);
      if (row) this.d.events.onOrder(row);
    }
  }

  /** Settles the fills of a submitted order and brings the taker's order row and locked funds up to date; answers the row. */
  private async applyResult(tx: Tx, book: Book, inserted: SpotOrderRow, taker: { id: number; owner: number; side: 'buy' | 'sell'; ticks: number | null }, locked: bigint, result: SubmitResult, now: number): Promise<SpotOrderRow> {
    let base = 0n;
    let quote = 0n;
    let fee = 0n;
    for (const fill of result.fills) {
      const d = await settle(tx, { ledger: this.d.ledger, repo: this.d.repo, fees: this.d.fees, now }, book, taker, fill);
      base += d.base;
      quote += d.quote;
      fee += d.fee;
    }
    for (const c of result.stpCancelled) await this.d.closeResting(tx, book, c.id, 'self_trade', now);
    // What the resting remainder still needs locked; a buy that filled below its limit frees the difference.
    const restingNeed = result.resting === 0 ? 0n
      : taker.side === 'buy' ? notional(book.units, taker.ticks ?? 0, result.resting) : lotsToAtoms(book.units, result.resting);
    const used = taker.side === 'buy' ? quote : base;
    const release = locked - used - restingNeed;
    if (release > 0n) {
      await this.d.ledger.unlock(tx, {
        account: spotAccount(taker.owner, taker.side === 'buy' ? book.market.quote : book.market.base, book.mode), amount: release,
        actor: { type: 'system', id: 0 }, reason: 'spot_release', detail: book.market.symbol, ref: `spot:release:${book.mode}:${taker.id}`,
      });
    }
    const next: OrderResult = {
      filled_atoms: base, quote_filled_atoms: quote, fee_atoms: fee, locked_atoms: restingNeed,
      // A limit order is completed only when all of it traded; a market order when any of it did (the rest of its
      // quantity or budget comes back, and the reason says why it stopped).
      status: result.resting > 0 ? 'waiting'
        : result.filled > 0 && (result.cancelled === 0 || taker.ticks === null) ? 'completed' : 'cancelled',
      cancel_reason: result.reason, updated_at: now,
    };
    // An order that rests whole, untouched, already stands as inserted: no update that would change nothing.
    if (unchanged(inserted, next)) return inserted;
    const row = await this.d.repo.updateOrderReturning(tx, taker.id, next);
    if (!row) fail('spot_order_not_found');
    return row;
  }
}
