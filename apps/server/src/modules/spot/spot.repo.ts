import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { LockedRow } from '../ledger/index.js';
import { param, prepared } from '../../platform/db/prepared.js';
import type { SpotOrdersTable, SpotTradesTable } from './spot.tables.js';

export type SpotOrderRow = Selectable<SpotOrdersTable>;
export type SpotTradeRow = Selectable<SpotTradesTable>;
type Executor = Db | Tx;
/** What a submission changes on its order, all of it every time. */
export type OrderResult = Required<Pick<Updateable<SpotOrdersTable>, 'filled_atoms' | 'quote_filled_atoms' | 'fee_atoms' | 'locked_atoms' | 'status' | 'cancel_reason' | 'updated_at'>>;

/** SQL of spot orders and trades; only the spot service calls it. */
export function createSpotRepo(db: Db) {
  // Every order runs these two (compiled once per repository: platform/db/prepared.ts).
  const orderColumns = ['user_id', 'mode', 'symbol', 'side', 'type', 'tif', 'price_atoms', 'qty_atoms', 'budget_atoms', 'filled_atoms',
    'quote_filled_atoms', 'fee_atoms', 'locked_atoms', 'status', 'cancel_reason', 'created_at', 'updated_at'] as const;
  const insertOrder = prepared((q) => q.insertInto('spot_orders')
    .values(Object.fromEntries(orderColumns.map((c) => [c, param(c)])) as Insertable<SpotOrdersTable>).returningAll());
  const resultColumns = ['filled_atoms', 'quote_filled_atoms', 'fee_atoms', 'locked_atoms', 'status', 'cancel_reason', 'updated_at'] as const;
  const updateResult = prepared((q) => q.updateTable('spot_orders')
    .set(Object.fromEntries(resultColumns.map((c) => [c, param(c)])) as Updateable<SpotOrdersTable>)
    .where('id', '=', param<number>('id')).returningAll());
  const typeOf = (c: string): 'bigint' | 'text' => (c.endsWith('_atoms') || c.endsWith('_at') || c === 'user_id' ? 'bigint' : 'text');
  const lockedColumns = orderColumns.map((name) => ({ name, type: typeOf(name) }));
  return {
    /** An order as the ledger inserts it together with its lock in one statement (LedgerService.lockWithRow). */
    lockedOrder(row: Insertable<SpotOrdersTable>): LockedRow {
      return { table: 'spot_orders', columns: lockedColumns, values: orderColumns.map((c) => row[c] ?? null) };
    },
    /** Inserts an order and answers its row as stored. */
    async insertOrder(tx: Tx, row: Insertable<SpotOrdersTable>): Promise<SpotOrderRow> {
      const args: Record<string, unknown> = {};
      for (const c of orderColumns) args[c] = row[c] ?? null;
      const { rows } = await insertOrder(tx, args);
      const [first] = rows;
      if (!first) throw new Error('spot order not inserted');
      return first;
    },
    async updateOrder(tx: Tx, id: number, set: Updateable<SpotOrdersTable>): Promise<void> {
      await tx.updateTable('spot_orders').set(set).where('id', '=', id).execute();
    },
    /** Updates an order and answers its row as it now stands (one statement instead of an update and a read). */
    async updateOrderReturning(tx: Tx, id: number, set: OrderResult): Promise<SpotOrderRow | undefined> {
      const { rows } = await updateResult(tx, { ...set, id });
      return rows[0];
    },
    order(id: number, tx: Executor = db): Promise<SpotOrderRow | undefined> {
      return tx.selectFrom('spot_orders').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insertTrade(tx: Tx, row: Insertable<SpotTradesTable>): Promise<{ id: number }> {
      return tx.insertInto('spot_trades').values(row).returning('id').executeTakeFirstOrThrow();
    },
    /** Resting orders in time priority, to rebuild the books after a restart. */
    waiting(): Promise<SpotOrderRow[]> {
      return db.selectFrom('spot_orders').selectAll().where('status', '=', 'waiting').orderBy('id').execute();
    },
    waitingOf(symbol: string, mode: 'real' | 'demo'): Promise<SpotOrderRow[]> {
      return db.selectFrom('spot_orders').selectAll().where('status', '=', 'waiting').where('symbol', '=', symbol).where('mode', '=', mode).orderBy('id').execute();
    },
    async list(q: { userId: number; mode: 'real' | 'demo'; status?: SpotOrderRow['status']; symbol?: string; limit: number; offset: number }) {
      let base = db.selectFrom('spot_orders').where('user_id', '=', q.userId).where('mode', '=', q.mode);
      if (q.status) base = base.where('status', '=', q.status);
      if (q.symbol) base = base.where('symbol', '=', q.symbol);
      const items = await base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(total.n) };
    },
    /** Trades of every book for the back office, newest first. */
    async tradesPage(q: { symbol?: string | undefined; mode?: 'real' | 'demo' | undefined; limit: number; offset: number }) {
      let base = db.selectFrom('spot_trades');
      if (q.symbol) base = base.where('symbol', '=', q.symbol);
      if (q.mode) base = base.where('mode', '=', q.mode);
      const rows = await base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
      const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(n.n) };
    },
    /** A user's fills on one book, oldest first from an id on (the Binance-compatible API's myTrades). */
    userTrades(q: { userId: number; mode: 'real' | 'demo'; symbol: string; fromId?: number | undefined; limit: number }) {
      let base = db.selectFrom('spot_trades').innerJoin('spot_orders', (j) => j.on((eb) => eb.or([
        eb('spot_orders.id', '=', eb.ref('spot_trades.maker_order_id')), eb('spot_orders.id', '=', eb.ref('spot_trades.taker_order_id')),
      ]))).where('spot_orders.user_id', '=', q.userId).where('spot_trades.mode', '=', q.mode).where('spot_trades.symbol', '=', q.symbol);
      if (q.fromId !== undefined) base = base.where('spot_trades.id', '>=', q.fromId);
      const order = q.fromId !== undefined ? 'asc' as const : 'desc' as const;
      return base.selectAll('spot_trades').select(['spot_orders.id as order_id', 'spot_orders.side as order_side'])
        .orderBy('spot_trades.id', order).limit(q.limit).execute()
        .then((rows) => (order === 'desc' ? rows.reverse() : rows));
    },
    recentTrades(symbol: string, mode: 'real' | 'demo', limit: number): Promise<SpotTradeRow[]> {
      return db.selectFrom('spot_trades').selectAll().where('symbol', '=', symbol).where('mode', '=', mode)
        .orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type SpotRepo = ReturnType<typeof createSpotRepo>;
