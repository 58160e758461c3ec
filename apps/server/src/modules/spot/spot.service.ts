import { MatchingError, type Order, type SubmitResult } from '@candor/matching';
import { marketBySymbol, tryParseAmount, type Market, type SpotOrder } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/database.js';
import { AppError, fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { LedgerService } from '../ledger/index.js';
import { Books, type Book, type Mode } from './spot.books.js';
import { budgetToFunds, lotsToAtoms, notional, toLots, toTicks } from './spot.math.js';
import { createSpotRepo, type SpotOrderRow } from './spot.repo.js';
import { settle, spotAccount, type Fees } from './spot.settle.js';
import { orderOut } from './spot.views.js';

export type PlaceInput = {
  symbol?: string | undefined; side?: string | undefined; type?: string | undefined;
  price?: string | undefined; amount?: string | undefined; tif?: string | undefined;
};

export type SpotEvents = {
  onOrder?: (order: SpotOrderRow) => void;
  onTrades?: (book: Book, result: SubmitResult, takerOwner: number) => void;
  /** A resting order left the book without trading (a cancel): its depth changed. */
  onBookChanged?: (book: Book) => void;
};

/**
 * Spot trading on the order books: funds are locked through the ledger when an order is placed, every fill is
 * settled through it, and whatever an order no longer needs is unlocked. One book per market and mode; the
 * orders of a book are matched one at a time.
 */
export class SpotService {
  private readonly repo;
  readonly books = new Books();

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ledger: LedgerService,
    private readonly log: FastifyBaseLogger, readonly fees: Fees = { makerBps: 10n, takerBps: 10n },
    private readonly events: SpotEvents = {}, private readonly idempotency?: Idempotency) {
    this.repo = createSpotRepo(db);
  }

  market(symbol: string | undefined): Market {
    const m = symbol ? marketBySymbol(symbol) : undefined;
    if (!m) fail('market_unknown');
    if (m.kind !== 'crypto') fail('spot_not_tradable');
    return m;
  }

  book(symbol: string | undefined, mode: Mode): Book {
    return this.books.get(this.market(symbol), mode);
  }

  /** Checks an order and works out what it must lock: quote for a buy, base for a sell. */
  private prepare(book: Book, ownerId: number, input: PlaceInput) {
    const { units, market } = book;
    if (input.side !== 'buy' && input.side !== 'sell') fail('spot_side_invalid');
    if (input.type !== 'limit' && input.type !== 'market') fail('spot_type_invalid');
    if (!input.amount) fail('spot_amount_required');
    const tifText = (input.tif ?? 'GTC').toUpperCase();
    if (tifText !== 'GTC' && tifText !== 'IOC' && tifText !== 'FOK') fail('spot_type_invalid');
    const tif: 'GTC' | 'IOC' | 'FOK' = tifText;
    const amount = tryParseAmount(input.amount);
    if (amount === null || amount <= 0n) fail('spot_amount_invalid');
    const side: 'buy' | 'sell' = input.side;
    if (input.type === 'limit') {
      if (!input.price) fail('spot_price_required');
      const priceAtoms = tryParseAmount(input.price);
      const ticks = priceAtoms === null ? null : toTicks(units, priceAtoms);
      const lots = toLots(units, amount);
      if (ticks === null || priceAtoms === null) fail('spot_price_invalid');
      if (lots === null) fail('spot_amount_invalid');
      const lock = side === 'buy' ? notional(units, ticks, lots) : amount;
      const order = (id: number): Order => ({ type: 'limit', id, owner: ownerId, side, price: ticks, qty: lots, tif });
      return { side, type: 'limit' as const, tif, ticks, priceAtoms, qtyAtoms: amount, budgetAtoms: null, lock, lockAsset: side === 'buy' ? market.quote : market.base, order };
    }
    if (side === 'buy') {
      // A market buy spends a quote budget: `amount` is in the quote currency.
      const funds = budgetToFunds(units, amount);
      if (funds <= 0n || funds > BigInt(Number.MAX_SAFE_INTEGER)) fail('spot_amount_invalid');
      const order = (id: number): Order => ({ type: 'market', id, owner: ownerId, side, qty: Number.MAX_SAFE_INTEGER, funds: Number(funds) });
      return { side, type: 'market' as const, tif: 'IOC' as const, ticks: null, priceAtoms: null, qtyAtoms: null, budgetAtoms: amount, lock: amount, lockAsset: market.quote, order };
    }
    const lots = toLots(units, amount);
    if (lots === null) fail('spot_amount_invalid');
    const order = (id: number): Order => ({ type: 'market', id, owner: ownerId, side, qty: lots });
    return { side, type: 'market' as const, tif: 'IOC' as const, ticks: null, priceAtoms: null, qtyAtoms: amount, budgetAtoms: null, lock: amount, lockAsset: market.base, order };
  }

  /** Places an order for a user (or the market maker, owner 0): lock, match, settle, release, in one transaction. */
  async place(ownerId: number, mode: Mode, input: PlaceInput): Promise<SpotOrderRow> {
    return this.placeIn(ownerId, mode, input, (work) => this.ledger.transaction(work));
  }

  /**
   * A user's order as spot/trade places it, once per idempotency key (like withdrawals and swaps): a repeat with the
   * same key has no effect and answers what the first answered; the same key for another order is refused.
   */
  async placeOnce(ownerId: number, mode: Mode, input: PlaceInput, key: string | undefined): Promise<SpotOrder> {
    const once = this.idempotency;
    if (!once) return orderOut(await this.place(ownerId, mode, input));
    const request = { symbol: input.symbol, side: input.side, type: input.type, price: input.price, amount: input.amount, tif: input.tif };
    return this.placeIn(ownerId, mode, input, (work) => once.once({ userId: ownerId, scope: `spot.trade.${mode}`, key, request },
      async (tx) => orderOut(await work(tx))));
  }

  /** Runs a placement inside `run` (a transaction, or an idempotent one); events only after it committed. */
  private async placeIn<T>(ownerId: number, mode: Mode, input: PlaceInput, run: (work: (tx: Tx) => Promise<SpotOrderRow>) => Promise<T>): Promise<T> {
    const book = this.book(input.symbol, mode);
    const p = this.prepare(book, ownerId, input);
    return book.serial(async () => {
      let submitted = false;
      let outcome: SubmitResult | null = null;
      let placed: SpotOrderRow | null = null;
      try {
        const answer = await run(async (tx) => {
          const now = this.clock.now();
          const { id } = await this.repo.insertOrder(tx, {
            user_id: ownerId, mode, symbol: book.market.symbol, side: p.side, type: p.type, tif: p.tif,
            price_atoms: p.priceAtoms, qty_atoms: p.qtyAtoms, budget_atoms: p.budgetAtoms, filled_atoms: 0n,
            quote_filled_atoms: 0n, fee_atoms: 0n, locked_atoms: p.lock, status: 'waiting', cancel_reason: null,
            created_at: now, updated_at: now,
          });
          await this.ledger.lock(tx, {
            account: spotAccount(ownerId, p.lockAsset, mode), amount: p.lock, actor: { type: ownerId === 0 ? 'system' : 'user', id: ownerId },
            reason: 'spot_order', detail: book.market.symbol, ref: `spot:lock:${mode}:${id}`,
          }).catch((e: unknown) => {
            if (e instanceof AppError && e.key === 'insufficient_balance') fail(p.side === 'buy' ? 'insufficient_balance' : 'spot_insufficient_sellable');
            throw e;
          });
          const result = book.engine.submit(p.order(id));
          submitted = true;
          outcome = result;
          const row = await this.applyResult(tx, book, { id, owner: ownerId, side: p.side, ticks: p.ticks }, p.lock, result, now);
          placed = row;
          return row;
        });
        // Events only after the commit: nothing is announced that the database does not hold (a repeat announces nothing).
        if (outcome) await this.announce(book, outcome, ownerId);
        if (placed) this.events.onOrder?.(placed);
        return answer;
      } catch (err) {
        // The engine moved but the database did not: rebuild this book from what the database holds.
        if (submitted) await this.rebuild(book);
        if (err instanceof MatchingError) fail('order_failed');
        throw err;
      }
    });
  }

  /** Tells listeners about the trades of a submission and the resting orders it filled or cancelled. */
  private async announce(book: Book, result: SubmitResult, takerOwner: number): Promise<void> {
    this.events.onTrades?.(book, result, takerOwner);
    if (!this.events.onOrder) return;
    const makers = new Set([...result.fills.map((f) => f.makerId), ...result.stpCancelled.map((c) => c.id)]);
    for (const id of makers) {
      const row = await this.repo.order(id);
      if (row) this.events.onOrder(row);
    }
  }

  /** Settles the fills of a submitted order and brings the taker's order row and locked funds up to date; answers the row. */
  private async applyResult(tx: Tx, book: Book, taker: { id: number; owner: number; side: 'buy' | 'sell'; ticks: number | null }, locked: bigint, result: SubmitResult, now: number): Promise<SpotOrderRow> {
    let base = 0n;
    let quote = 0n;
    let fee = 0n;
    for (const fill of result.fills) {
      const d = await settle(tx, { ledger: this.ledger, repo: this.repo, fees: this.fees, now }, book, taker, fill);
      base += d.base;
      quote += d.quote;
      fee += d.fee;
    }
    for (const c of result.stpCancelled) await this.closeResting(tx, book, c.id, 'self_trade', now);
    // What the resting remainder still needs locked; a buy that filled below its limit frees the difference.
    const restingNeed = result.resting === 0 ? 0n
      : taker.side === 'buy' ? notional(book.units, taker.ticks ?? 0, result.resting) : lotsToAtoms(book.units, result.resting);
    const used = taker.side === 'buy' ? quote : base;
    const release = locked - used - restingNeed;
    if (release > 0n) {
      await this.ledger.unlock(tx, {
        account: spotAccount(taker.owner, taker.side === 'buy' ? book.market.quote : book.market.base, book.mode), amount: release,
        actor: { type: 'system', id: 0 }, reason: 'spot_release', detail: book.market.symbol, ref: `spot:release:${book.mode}:${taker.id}`,
      });
    }
    const row = await this.repo.updateOrderReturning(tx, taker.id, {
      filled_atoms: base, quote_filled_atoms: quote, fee_atoms: fee, locked_atoms: restingNeed,
      // A limit order is completed only when all of it traded; a market order when any of it did (the rest of its
      // quantity or budget comes back, and the reason says why it stopped).
      status: result.resting > 0 ? 'waiting'
        : result.filled > 0 && (result.cancelled === 0 || taker.ticks === null) ? 'completed' : 'cancelled',
      cancel_reason: result.reason, updated_at: now,
    });
    if (!row) fail('spot_order_not_found');
    return row;
  }

  /** Cancels a resting order (taken off the book by the engine already) and unlocks what it held. */
  private async closeResting(tx: Tx, book: Book, id: number, reason: string, now: number): Promise<SpotOrderRow> {
    const order = await this.repo.order(id, tx);
    if (!order) fail('spot_order_not_found');
    if (order.locked_atoms > 0n) {
      await this.ledger.unlock(tx, {
        account: spotAccount(order.user_id, order.side === 'buy' ? book.market.quote : book.market.base, book.mode),
        amount: order.locked_atoms, actor: { type: order.user_id === 0 ? 'system' : 'user', id: order.user_id },
        reason: 'spot_cancel', detail: book.market.symbol, ref: `spot:cancel:${book.mode}:${id}`,
      });
    }
    await this.repo.updateOrder(tx, id, { status: 'cancelled', cancel_reason: reason, locked_atoms: 0n, updated_at: now });
    return { ...order, status: 'cancelled', cancel_reason: reason, locked_atoms: 0n, updated_at: now };
  }

  /** Cancels an order of its owner; another user's order answers as not found. */
  async cancel(ownerId: number, mode: Mode, orderId: number): Promise<SpotOrderRow> {
    const found = await this.repo.order(orderId);
    if (!found || found.user_id !== ownerId || found.mode !== mode) fail('spot_order_not_found');
    const book = this.book(found.symbol, mode);
    return book.serial(async () => {
      const current = await this.repo.order(orderId);
      if (!current || current.status !== 'waiting') fail('spot_order_not_open');
      const removed = book.engine.cancel(orderId);
      try {
        const row = await this.ledger.transaction((tx) => this.closeResting(tx, book, orderId, 'user', this.clock.now()));
        this.events.onOrder?.(row);
        this.events.onBookChanged?.(book);
        return row;
      } catch (err) {
        if (removed > 0) await this.rebuild(book);
        throw err;
      }
    });
  }

  /** Puts every resting order back on its book in time priority (after a restart or a failed write). */
  async restore(): Promise<number> {
    for (const b of this.books.all()) b.reset();
    const rows = await this.repo.waiting();
    for (const row of rows) this.rest(row);
    return rows.length;
  }

  private async rebuild(book: Book): Promise<void> {
    book.reset();
    for (const row of await this.repo.waiting()) if (row.symbol === book.market.symbol && row.mode === book.mode) this.rest(row);
    this.log.warn({ symbol: book.market.symbol, mode: book.mode }, 'spot book rebuilt from the database');
  }

  private rest(row: SpotOrderRow): void {
    const book = this.books.get(this.market(row.symbol), row.mode);
    const { units } = book;
    const remaining = (row.qty_atoms ?? 0n) - row.filled_atoms;
    const lots = toLots(units, remaining);
    const ticks = row.price_atoms === null ? null : toTicks(units, row.price_atoms);
    if (row.type !== 'limit' || lots === null || ticks === null) return;
    const result = book.engine.submit({ type: 'limit', id: row.id, owner: row.user_id, side: row.side, price: ticks, qty: lots, tif: 'GTC' });
    if (result.fills.length > 0) this.log.error({ id: row.id }, 'a restored spot order crossed the book');
  }

  list(q: Parameters<ReturnType<typeof createSpotRepo>['list']>[0]) {
    return this.repo.list(q);
  }

  recentTrades(symbol: string | undefined, mode: Mode, limit: number) {
    return this.repo.recentTrades(this.market(symbol).symbol, mode, limit);
  }
}
