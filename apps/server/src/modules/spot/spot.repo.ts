import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { SpotOrdersTable, SpotTradesTable } from './spot.tables.js';

export type SpotOrderRow = Selectable<SpotOrdersTable>;
export type SpotTradeRow = Selectable<SpotTradesTable>;
type Executor = Db | Tx;

/** SQL of spot orders and trades; only the spot service calls it. */
export function createSpotRepo(db: Db) {
  return {
    insertOrder(tx: Tx, row: Insertable<SpotOrdersTable>): Promise<{ id: number }> {
      return tx.insertInto('spot_orders').values(row).returning('id').executeTakeFirstOrThrow();
    },
    async updateOrder(tx: Tx, id: number, set: Updateable<SpotOrdersTable>): Promise<void> {
      await tx.updateTable('spot_orders').set(set).where('id', '=', id).execute();
    },
    /** Updates an order and answers its row as it now stands (one statement instead of an update and a read). */
    updateOrderReturning(tx: Tx, id: number, set: Updateable<SpotOrdersTable>): Promise<SpotOrderRow | undefined> {
      return tx.updateTable('spot_orders').set(set).where('id', '=', id).returningAll().executeTakeFirst();
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
    async list(q: { userId: number; mode: 'real' | 'demo'; status?: SpotOrderRow['status']; symbol?: string; limit: number; offset: number }) {
      let base = db.selectFrom('spot_orders').where('user_id', '=', q.userId).where('mode', '=', q.mode);
      if (q.status) base = base.where('status', '=', q.status);
      if (q.symbol) base = base.where('symbol', '=', q.symbol);
      const items = await base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(total.n) };
    },
    recentTrades(symbol: string, mode: 'real' | 'demo', limit: number): Promise<SpotTradeRow[]> {
      return db.selectFrom('spot_trades').selectAll().where('symbol', '=', symbol).where('mode', '=', mode)
        .orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type SpotRepo = ReturnType<typeof createSpotRepo>;
