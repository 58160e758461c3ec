import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { BankCardsTable, BankWithdrawalStatus, BankWithdrawalsTable } from './bank.tables.js';

export type BankCardRow = Selectable<BankCardsTable>;
export type BankWithdrawalRow = Selectable<BankWithdrawalsTable>;
type Executor = Db | Tx;
type Page = { limit: number; offset: number };

/** SQL of bank cards, bank withdrawals and the per-day totals; only the bank module's services call it. */
export function createBankRepo(db: Db) {
  return {
    cards(userId: number, ex: Executor = db): Promise<BankCardRow[]> {
      return ex.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    },
    card(userId: number, id: number, ex: Executor = db): Promise<BankCardRow | undefined> {
      return ex.selectFrom('bank_cards').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },
    insertCard(tx: Tx, row: Insertable<BankCardsTable>): Promise<BankCardRow> {
      return tx.insertInto('bank_cards').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async deleteCard(userId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('bank_cards').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
    insert(tx: Tx, row: Insertable<BankWithdrawalsTable>): Promise<BankWithdrawalRow> {
      return tx.insertInto('bank_withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
    },
    byId(id: number, ex: Executor = db): Promise<BankWithdrawalRow | undefined> {
      return ex.selectFrom('bank_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async list(q: { userId?: number | undefined; status?: BankWithdrawalStatus | undefined }, page: Page): Promise<{ rows: BankWithdrawalRow[]; total: number }> {
      let rows = db.selectFrom('bank_withdrawals').selectAll();
      let count = db.selectFrom('bank_withdrawals').select((eb) => eb.fn.countAll<number>().as('n'));
      if (q.userId !== undefined) {
        rows = rows.where('user_id', '=', q.userId);
        count = count.where('user_id', '=', q.userId);
      }
      if (q.status) {
        rows = rows.where('status', '=', q.status);
        count = count.where('status', '=', q.status);
      }
      const { n } = await count.executeTakeFirstOrThrow();
      return { rows: await rows.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), total: Number(n) };
    },
    /**
     * Adds `amount` to the user's total of the day unless it would pass `limit`; answers whether it did. One
     * statement, so concurrent requests add in turn (row lock on PostgreSQL, single writer on SQLite), and the
     * surrounding transaction takes it back if the request fails.
     */
    async addToDay(tx: Tx, userId: number, day: string, amount: bigint, limit: bigint): Promise<boolean> {
      if (amount > limit) return false;
      const row = await tx.insertInto('bank_day_totals').values({ user_id: userId, day, amount_atoms: amount })
        .onConflict((oc) => oc.columns(['user_id', 'day'])
          .doUpdateSet({ amount_atoms: sql<bigint>`bank_day_totals.amount_atoms + ${amount}` })
          .where(sql<boolean>`bank_day_totals.amount_atoms + ${amount} <= ${limit}`))
        .returning('amount_atoms')
        .executeTakeFirst();
      return row !== undefined;
    },
    async dayTotal(userId: number, day: string, ex: Executor = db): Promise<bigint> {
      const row = await ex.selectFrom('bank_day_totals').select('amount_atoms').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
      return row ? BigInt(row.amount_atoms) : 0n;
    },
    /** Takes the row lock of a processing withdrawal (a write that changes nothing); false when it is decided. */
    async lockProcessing(tx: Tx, id: number): Promise<boolean> {
      const r = await tx.updateTable('bank_withdrawals').set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id).where('status', '=', 'processing').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async decide(tx: Tx, id: number, patch: Updateable<BankWithdrawalsTable> & { status: 'approved' | 'rejected' }): Promise<boolean> {
      const r = await tx.updateTable('bank_withdrawals').set(patch).where('id', '=', id).where('status', '=', 'processing').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
  };
}

export type BankRepo = ReturnType<typeof createBankRepo>;
