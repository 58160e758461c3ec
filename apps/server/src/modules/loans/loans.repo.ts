import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { LoanProductsTable, LoanSettingsTable, LoansTable, LoanStatusRow } from './loans.tables.js';

export type LoanRow = Selectable<LoansTable>;
export type LoanProductRow = Selectable<LoanProductsTable>;
export type LoanSettingsRow = Selectable<LoanSettingsTable>;
type Executor = Db | Tx;
export type LoanFilter = { userId?: number | undefined; status?: LoanStatusRow | undefined; overdueAt?: number | undefined };

const big = (v: bigint | number | string | null | undefined): bigint => BigInt(v ?? 0);

/** SQL of loan products, the limits row, loans and the per-user commitment; only the loans module's services call it. */
export function createLoansRepo(db: Db) {
  return {
    products(ex: Executor = db): Promise<LoanProductRow[]> {
      return ex.selectFrom('loan_products').selectAll().orderBy('term_days').orderBy('id').execute();
    },
    product(id: number, ex: Executor = db): Promise<LoanProductRow | undefined> {
      return ex.selectFrom('loan_products').selectAll().where('id', '=', id).executeTakeFirst();
    },
    insertProduct(row: Insertable<LoanProductsTable>): Promise<LoanProductRow> {
      return db.insertInto('loan_products').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async updateProduct(id: number, patch: Updateable<LoanProductsTable>): Promise<LoanProductRow | undefined> {
      return db.updateTable('loan_products').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
    },
    settings(ex: Executor = db): Promise<LoanSettingsRow> {
      return ex.selectFrom('loan_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },
    async saveSettings(patch: Updateable<LoanSettingsTable>): Promise<void> {
      await db.updateTable('loan_settings').set(patch).where('id', '=', 1).execute();
    },
    insert(tx: Tx, row: Insertable<LoansTable>): Promise<LoanRow> {
      return tx.insertInto('loans').values(row).returningAll().executeTakeFirstOrThrow();
    },
    byId(id: number, ex: Executor = db): Promise<LoanRow | undefined> {
      return ex.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async list(f: LoanFilter, page: { limit: number; offset: number }): Promise<{ rows: LoanRow[]; total: number }> {
      let rows = db.selectFrom('loans').selectAll();
      let count = db.selectFrom('loans').select((eb) => eb.fn.countAll<number>().as('n'));
      if (f.userId !== undefined) {
        rows = rows.where('user_id', '=', f.userId);
        count = count.where('user_id', '=', f.userId);
      }
      if (f.status) {
        rows = rows.where('status', '=', f.status);
        count = count.where('status', '=', f.status);
      }
      if (f.overdueAt !== undefined) {
        rows = rows.where('status', '=', 'active').where('due_at', '<=', f.overdueAt);
        count = count.where('status', '=', 'active').where('due_at', '<=', f.overdueAt);
      }
      const { n } = await count.executeTakeFirstOrThrow();
      return { rows: await rows.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), total: Number(n) };
    },
    /** Ids of active loans with a day begun and not charged yet (started_at + (days_charged + 1) days <= now). */
    async dueForCharge(now: number, dayMs: number): Promise<number[]> {
      const rows = await db.selectFrom('loans').select('id').where('status', '=', 'active')
        .where(sql<boolean>`started_at + (days_charged + 1) * CAST(${dayMs} AS BIGINT) <= CAST(${now} AS BIGINT)`).orderBy('id').execute();
      return rows.map((r) => r.id);
    },
    async overdueCount(userId: number, now: number, ex: Executor = db): Promise<number> {
      const { n } = await ex.selectFrom('loans').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId).where('status', '=', 'active').where('due_at', '<=', now).executeTakeFirstOrThrow();
      return Number(n);
    },
    async userSummary(userId: number): Promise<{ borrowed: bigint; lastRepaid: number | null }> {
      const r = await db.selectFrom('loans')
        .select((eb) => [eb.fn.sum<string>('principal_atoms').as('borrowed'), eb.fn.max('last_repaid_at').as('last')])
        .where('user_id', '=', userId).where('status', 'in', ['active', 'repaid']).executeTakeFirstOrThrow();
      return { borrowed: big(r.borrowed), lastRepaid: r.last === null || r.last === undefined ? null : Number(r.last) };
    },
    /** Sums over loans of one status (and overdue ones when `overdueAt` is given). */
    async totals(status: LoanStatusRow, overdueAt?: number): Promise<{ n: number; principal: bigint; outstanding: bigint; interestDue: bigint; interestPaid: bigint }> {
      let q = db.selectFrom('loans').select((eb) => [
        eb.fn.countAll<number>().as('n'), eb.fn.sum<string>('principal_atoms').as('principal'), eb.fn.sum<string>('outstanding_atoms').as('outstanding'),
        eb.fn.sum<string>('interest_due_atoms').as('due'),
        eb.fn.sum<string>(sql`interest_charged_atoms + penalty_charged_atoms - interest_due_atoms`).as('paid'),
      ]).where('status', '=', status);
      if (overdueAt !== undefined) q = q.where('due_at', '<=', overdueAt);
      const r = await q.executeTakeFirstOrThrow();
      return { n: Number(r.n), principal: big(r.principal), outstanding: big(r.outstanding), interestDue: big(r.due), interestPaid: big(r.paid) };
    },
    /** Takes the row lock of a loan in the given status (a write that changes nothing); false otherwise. */
    async lock(tx: Tx, id: number, status: LoanStatusRow): Promise<boolean> {
      const r = await tx.updateTable('loans').set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id).where('status', '=', status).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async update(tx: Tx, id: number, from: LoanStatusRow, patch: Updateable<LoansTable>): Promise<boolean> {
      const r = await tx.updateTable('loans').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /** Charges days up to `toDay` once: only while the loan's mark is still `fromDay`. */
    async charge(tx: Tx, id: number, fromDay: number, toDay: number, interest: bigint, penalty: bigint, now: number): Promise<boolean> {
      const r = await tx.updateTable('loans').set({
        days_charged: toDay,
        interest_due_atoms: sql<bigint>`interest_due_atoms + ${interest + penalty}`,
        interest_charged_atoms: sql<bigint>`interest_charged_atoms + ${interest}`,
        penalty_charged_atoms: sql<bigint>`penalty_charged_atoms + ${penalty}`,
        updated_at: now,
      }).where('id', '=', id).where('status', '=', 'active').where('days_charged', '=', fromDay).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /**
     * Adds `amount` to the user's commitment unless it would pass `limit`; answers whether it did. One statement, so
     * concurrent applications add in turn and the surrounding transaction takes it back if the application fails.
     */
    async commit(tx: Tx, userId: number, amount: bigint, limit: bigint): Promise<boolean> {
      if (amount > limit) return false;
      const row = await tx.insertInto('loan_commitments').values({ user_id: userId, committed_atoms: amount })
        .onConflict((oc) => oc.column('user_id')
          .doUpdateSet({ committed_atoms: sql<bigint>`loan_commitments.committed_atoms + ${amount}` })
          .where(sql<boolean>`loan_commitments.committed_atoms + ${amount} <= ${limit}`))
        .returning('committed_atoms')
        .executeTakeFirst();
      return row !== undefined;
    },
    async release(tx: Tx, userId: number, amount: bigint): Promise<void> {
      if (amount === 0n) return;
      await tx.updateTable('loan_commitments').set({ committed_atoms: sql<bigint>`committed_atoms - ${amount}` }).where('user_id', '=', userId).execute();
    },
    async committed(userId: number, ex: Executor = db): Promise<bigint> {
      const r = await ex.selectFrom('loan_commitments').select('committed_atoms').where('user_id', '=', userId).executeTakeFirst();
      return big(r?.committed_atoms);
    },
  };
}

export type LoansRepo = ReturnType<typeof createLoansRepo>;
