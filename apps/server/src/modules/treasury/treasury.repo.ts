import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { LiquidityFundingsTable, TreasuryHoldingsTable } from './treasury.tables.js';

export type HoldingRow = Selectable<TreasuryHoldingsTable>;
export type FundingRow = Selectable<LiquidityFundingsTable>;
type Executor = Db | Tx;

/** SQL of the treasury's holdings and fundings; only its service calls it. */
export function createTreasuryRepo(db: Db) {
  return {
    insertHolding(tx: Tx, row: Insertable<TreasuryHoldingsTable>): Promise<HoldingRow> {
      return tx.insertInto('treasury_holdings').values(row).returningAll().executeTakeFirstOrThrow();
    },
    async holdings(page: { limit: number; offset: number }): Promise<{ rows: HoldingRow[]; total: number }> {
      const rows = await db.selectFrom('treasury_holdings').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
      const n = await db.selectFrom('treasury_holdings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(n.n) };
    },
    insertFunding(tx: Tx, row: Insertable<LiquidityFundingsTable>): Promise<FundingRow> {
      return tx.insertInto('liquidity_fundings').values(row).returningAll().executeTakeFirstOrThrow();
    },
    funding(id: number, ex: Executor = db): Promise<FundingRow | undefined> {
      return ex.selectFrom('liquidity_fundings').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Decides a pending funding; false when another admin decided it first. */
    async decide(tx: Tx, id: number, status: 'done' | 'rejected', by: number, now: number): Promise<boolean> {
      const r = await tx.updateTable('liquidity_fundings').set({ status, decided_by: by, decided_at: now })
        .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async fundings(q: { status?: FundingRow['status']; limit: number; offset: number }): Promise<{ rows: FundingRow[]; total: number }> {
      let base = db.selectFrom('liquidity_fundings');
      if (q.status) base = base.where('status', '=', q.status);
      const rows = await base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute();
      const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(n.n) };
    },
  };
}
