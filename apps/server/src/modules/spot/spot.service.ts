import { isSimulatedOwner, marketBySymbol, type Market, type SpotOrder } from '@candor/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import { singleNode, type Cluster } from '../../platform/cluster/index.js';
import { isPostgres, type Db, type Tx } from '../../platform/db/database.js';
import { fail } from '../../platform/http/errors.js';
import type { Idempotency } from '../../platform/idempotency.js';
import type { LedgerService } from '../ledger/index.js';
import { Books, type Book, type Mode } from './spot.books.js';
import { ticksToAtoms, toLots, toTicks } from './spot.math.js';
import { serveSpot, spotKey, spotRouteErrors, type CancelCall, type BookLevels, type DepthCall, type PlaceCall } from './spot.owner.js';
import { Placement, type SpotEvents } from './spot.place.js';
import type { PlaceInput } from './spot.prepare.js';
import { createSpotRepo, type SpotOrderRow } from './spot.repo.js';
import { formatAmount } from '@candor/shared';
import { spotAccount, type Fees } from './spot.settle.js';

export type { PlaceInput } from './spot.prepare.js';
export type { SpotEvents } from './spot.place.js';

type DepthLevelView = { price: string; amount: string; orders: number };
export type DepthView = { bids: DepthLevelView[]; asks: DepthLevelView[] };

/**
 * Spot trading on the order books: funds are locked through the ledger when an order is placed, every fill is
 * settled through it, and whatever an order no longer needs is unlocked. One book per market and mode; the
 * orders of a book are matched one at a time.
 */
export class SpotService {
  private readonly repo;
  private readonly placement: Placement;
  readonly books = new Books();

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ledger: LedgerService,
    private readonly log: FastifyBaseLogger, readonly fees: Fees = { makerBps: 10n, takerBps: 10n },
    private readonly events: SpotEvents = {}, idempotency?: Idempotency,
    private readonly lookup: (symbol: string) => Market | undefined = (symbol) => marketBySymbol(symbol),
    private readonly cluster: Cluster = singleNode,
    /** Refuses while a market's price feed is silent (market_stale): users' orders pause, cancels do not. */
    private readonly assertFresh: (symbol: string) => void = () => undefined) {
    this.repo = createSpotRepo(db);
    serveSpot(cluster, {
      placeOnce: (c: PlaceCall) => this.placement.placeOnce(this.book(c.input.symbol, c.mode), c.ownerId, c.mode, c.input, c.key ?? undefined),
      place: (c: PlaceCall) => this.placement.place(this.book(c.input.symbol, c.mode), c.ownerId, c.mode, c.input),
      cancel: (c: CancelCall) => this.cancelHere(c.ownerId, c.mode, c.orderId),
      depth: async (c: DepthCall) => this.depthHere(c.symbol, c.mode, c.levels),
      levels: async (c: DepthCall) => this.levelsHere(c.symbol, c.mode, c.levels),
    });
    this.placement = new Placement({
      repo: this.repo, clock, ledger, log, fees, events, idempotency,
      rebuild: (book) => this.rebuild(book),
      multiStatement: isPostgres(db),
      closeResting: (tx, book, id, reason, now) => this.closeResting(tx, book, id, reason, now),
    });
  }

  /** A market by symbol, from the market service's list (the code list and the listed markets, picked up without restart). */
  market(symbol: string | undefined): Market {
    const m = symbol ? this.lookup(symbol) : undefined;
    if (!m) fail('market_unknown');
    if (m.kind !== 'crypto') fail('spot_not_tradable');
    return m;
  }

  book(symbol: string | undefined, mode: Mode): Book {
    return this.books.get(this.market(symbol), mode);
  }

  /** Whether this node matches a market's books (always, unless several API nodes share them: platform/cluster). */
  ownsMarket(symbol: string): boolean {
    return this.cluster.owns(spotKey(symbol));
  }

  /**
   * Places an order for a user (or the market maker, owner 0): lock, match, settle, release, in one transaction that
   * the orders arriving together on this book share (group commit, spot.group.ts). On the node that owns the market;
   * another node sends it there (platform/cluster) and answers what the owner answered.
   */
  async place(ownerId: number, mode: Mode, input: PlaceInput): Promise<SpotOrderRow> {
    const book = this.book(input.symbol, mode);
    return this.cluster.call(spotKey(book.market.symbol), 'spot.place', { ownerId, mode, input, key: null } satisfies PlaceCall,
      () => this.placement.place(book, ownerId, mode, input), spotRouteErrors);
  }

  /** A user's order as spot/trade places it, once per idempotency key (spot.place.ts), on the market's owner. */
  async placeOnce(ownerId: number, mode: Mode, input: PlaceInput, key: string | undefined): Promise<SpotOrder> {
    const book = this.book(input.symbol, mode);
    this.assertFresh(book.market.symbol);
    return this.cluster.call(spotKey(book.market.symbol), 'spot.placeOnce', { ownerId, mode, input, key: key ?? null } satisfies PlaceCall,
      () => this.placement.placeOnce(book, ownerId, mode, input, key), spotRouteErrors);
  }

  /** The book's depth as the owner's engine holds it, in decimals. */
  async depth(symbol: string | undefined, mode: Mode, levels: number): Promise<DepthView> {
    const { market } = this.book(symbol, mode);
    return this.cluster.call(spotKey(market.symbol), 'spot.depth', { symbol: market.symbol, mode, levels } satisfies DepthCall,
      async () => this.depthHere(market.symbol, mode, levels), spotRouteErrors);
  }

  /** The book's best levels in atoms as the owner's engine holds them (answered by the owner in a cluster). */
  async levels(symbol: string, mode: Mode, levels: number): Promise<BookLevels> {
    const { market } = this.book(symbol, mode);
    return this.cluster.call(spotKey(market.symbol), 'spot.levels', { symbol: market.symbol, mode, levels } satisfies DepthCall,
      async () => this.levelsHere(market.symbol, mode, levels), spotRouteErrors);
  }

  private levelsHere(symbol: string, mode: Mode, levels: number): BookLevels {
    const book = this.book(symbol, mode);
    const d = book.engine.depth(levels);
    const out = (l: { price: number; qty: number }): [bigint, bigint] => [ticksToAtoms(book.units, l.price), BigInt(l.qty) * book.units.lotAtoms];
    return { bids: d.bids.map(out), asks: d.asks.map(out) };
  }

  private depthHere(symbol: string, mode: Mode, levels: number): DepthView {
    const book = this.book(symbol, mode);
    const d = book.engine.depth(levels);
    const out = (l: { price: number; qty: number; orders: number }) => ({ price: formatAmount(ticksToAtoms(book.units, l.price)), amount: formatAmount(BigInt(l.qty) * book.units.lotAtoms), orders: l.orders });
    return { bids: d.bids.map(out), asks: d.asks.map(out) };
  }

  /** Cancels a resting order (taken off the book by the engine already) and unlocks what it held. */
  private async closeResting(tx: Tx, book: Book, id: number, reason: string, now: number): Promise<SpotOrderRow> {
    const order = await this.repo.order(id, tx);
    if (!order) fail('spot_order_not_found');
    if (order.locked_atoms > 0n) {
      await this.ledger.unlock(tx, {
        account: spotAccount(order.user_id, order.side === 'buy' ? book.market.quote : book.market.base, book.mode),
        amount: order.locked_atoms, actor: { type: order.user_id === 0 || isSimulatedOwner(order.user_id) ? 'system' : 'user', id: order.user_id },
        reason: 'spot_cancel', detail: book.market.symbol, ref: `spot:cancel:${book.mode}:${id}`,
      });
    }
    await this.repo.updateOrder(tx, id, { status: 'cancelled', cancel_reason: reason, locked_atoms: 0n, updated_at: now });
    return { ...order, status: 'cancelled', cancel_reason: reason, locked_atoms: 0n, updated_at: now };
  }

  /** Cancels an order of its owner, on the market's owner; another user's order answers as not found. */
  async cancel(ownerId: number, mode: Mode, orderId: number): Promise<SpotOrderRow> {
    if (!this.cluster.clustered) return this.cancelHere(ownerId, mode, orderId);
    const found = await this.repo.order(orderId);
    if (!found || found.user_id !== ownerId || found.mode !== mode) fail('spot_order_not_found');
    return this.cluster.call(spotKey(found.symbol), 'spot.cancel', { ownerId, mode, orderId } satisfies CancelCall,
      () => this.cancelHere(ownerId, mode, orderId), spotRouteErrors);
  }

  private async cancelHere(ownerId: number, mode: Mode, orderId: number): Promise<SpotOrderRow> {
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

  /** Both books of a market as the database holds them (this node just took the market over from another). */
  async restoreMarket(symbol: string): Promise<void> {
    const market = this.market(symbol);
    for (const mode of ['real', 'demo'] as const) {
      const book = this.books.get(market, mode);
      await book.serial(async () => {
        book.reset();
        for (const row of await this.repo.waitingOf(market.symbol, mode)) this.rest(row);
      });
    }
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

  tradesPage(q: Parameters<ReturnType<typeof createSpotRepo>['tradesPage']>[0]) {
    return this.repo.tradesPage(q);
  }

  /** One order of its owner in a mode; another user's answers as not found. */
  async orderOf(ownerId: number, mode: Mode, orderId: number): Promise<SpotOrderRow> {
    const found = await this.repo.order(orderId);
    if (!found || found.user_id !== ownerId || found.mode !== mode) fail('spot_order_not_found');
    return found;
  }

  /** A user's fills on one book with the user's order id and side (each row once per own order in it). */
  userTrades(q: Parameters<ReturnType<typeof createSpotRepo>['userTrades']>[0]) {
    return this.repo.userTrades(q);
  }

  recentTrades(symbol: string | undefined, mode: Mode, limit: number) {
    return this.repo.recentTrades(this.market(symbol).symbol, mode, limit);
  }
}
