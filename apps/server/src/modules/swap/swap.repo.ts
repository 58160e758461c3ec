import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { FiatRatesTable, SwapOrdersTable, SwapQuotesTable } from './swap.tables.js';

export type SwapQuoteRow = Selectable<SwapQuotesTable>;
export type SwapOrderRow = Selectable<SwapOrdersTable>;
export type FiatRateRow = Selectable<FiatRatesTable>;

type Executor = Db | Tx;

/** SQL of the swap area; only the swap module calls it. */
export function createSwapRepo(db: Db) {
  return {
    async insertQuote(quote: SwapQuoteRow): Promise<void> {
      await db.insertInto('swap_quotes').values(quote).execute();
    },

    quote(tx: Executor, id: string): Promise<SwapQuoteRow | undefined> {
      return tx.selectFrom('swap_quotes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Marks a quote used; false when another exchange took it first (the row lock makes this the arbiter). */
    async consumeQuote(tx: Tx, id: string, now: number): Promise<boolean> {
      const r = await tx.updateTable('swap_quotes').set({ used_at: now })
        .where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    async pruneQuotes(before: number): Promise<number> {
      const r = await db.deleteFrom('swap_quotes').where('expires_at', '<', before).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async insertOrder(tx: Tx, order: Insertable<SwapOrdersTable>): Promise<SwapOrderRow> {
      return tx.insertInto('swap_orders').values(order).returningAll().executeTakeFirstOrThrow();
    },

    async orders(userId: number, mode: 'real' | 'demo', limit: number, offset: number): Promise<{ items: SwapOrderRow[]; total: number }> {
      const base = db.selectFrom('swap_orders').where('user_id', '=', userId).where('mode', '=', mode);
      const items = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(n) };
    },

    fiatRate(code: string, tx: Executor = db): Promise<FiatRateRow | undefined> {
      return tx.selectFrom('fiat_rates').selectAll().where('code', '=', code).executeTakeFirst();
    },

    fiatRates(enabledOnly: boolean): Promise<FiatRateRow[]> {
      let q = db.selectFrom('fiat_rates').selectAll();
      if (enabledOnly) q = q.where('enabled', '=', 1);
      return q.orderBy('code').execute();
    },

    async fiatRatesPage(limit: number, offset: number): Promise<{ items: FiatRateRow[]; total: number }> {
      const items = await db.selectFrom('fiat_rates').selectAll().orderBy('code').limit(limit).offset(offset).execute();
      const { n } = await db.selectFrom('fiat_rates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(n) };
    },

    async upsertFiatRate(row: FiatRateRow): Promise<void> {
      await db.insertInto('fiat_rates').values(row).onConflict((oc) => oc.column('code').doUpdateSet({
        rate_atoms: row.rate_atoms, enabled: row.enabled, sample: row.sample, updated_by: row.updated_by, updated_at: row.updated_at,
      })).execute();
    },
  };
}

export type SwapRepo = ReturnType<typeof createSwapRepo>;
