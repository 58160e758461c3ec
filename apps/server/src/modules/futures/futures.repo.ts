import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { Mode } from '../ledger/index.js';
import type {
  FuturesContractsTable, FuturesFundingPaymentsTable, FuturesFundingRatesTable, FuturesInsuranceEventsTable, FuturesPositionsTable,
} from './futures.tables.js';

export type ContractRow = Selectable<FuturesContractsTable>;
export type PositionRow = Selectable<FuturesPositionsTable>;
export type FundingRateRow = Selectable<FuturesFundingRatesTable>;
export type FundingPaymentRow = Selectable<FuturesFundingPaymentsTable>;
export type InsuranceRow = Selectable<FuturesInsuranceEventsTable>;
type Executor = Db | Tx;

export const STATUS = { pending: 0, position: 1, closing: 2, closed: 3, cancelled: 4 } as const;

/** SQL of the futures module; only its services call it. */
export function createFuturesRepo(db: Db) {
  return {
    contracts(tx: Executor = db): Promise<ContractRow[]> {
      return tx.selectFrom('futures_contracts').selectAll().orderBy('symbol').execute();
    },

    contract(symbol: string, tx: Executor = db): Promise<ContractRow | undefined> {
      return tx.selectFrom('futures_contracts').selectAll().where('symbol', '=', symbol).executeTakeFirst();
    },

    async updateContract(tx: Tx, symbol: string, set: Updateable<FuturesContractsTable>): Promise<void> {
      await tx.updateTable('futures_contracts').set(set).where('symbol', '=', symbol).execute();
    },

    openInterest(mode: Mode, tx: Executor = db) {
      return tx.selectFrom('futures_open_interest').selectAll().where('mode', '=', mode).execute();
    },

    /** Moves a side's open lots by `delta`, refused (false) when it would pass `cap` or go below zero. */
    async moveOpenInterest(tx: Tx, symbol: string, mode: Mode, side: 'long' | 'short', delta: number, cap: number): Promise<boolean> {
      const col = side === 'long' ? 'long_lots' : 'short_lots';
      const r = await tx.updateTable('futures_open_interest').set((eb) => ({ [col]: eb(col, '+', delta) }))
        .where('symbol', '=', symbol).where('mode', '=', mode)
        .where((eb) => eb.and([eb(eb(col, '+', delta), '<=', cap), eb(eb(col, '+', delta), '>=', 0)]))
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Inserts a position (logged in futures_changes in the same transaction, for the other processes' books). */
    async insertPosition(tx: Tx, row: Insertable<FuturesPositionsTable>): Promise<PositionRow> {
      const r = await tx.insertInto('futures_positions').values(row).returningAll().executeTakeFirstOrThrow();
      await tx.insertInto('futures_changes').values({ position_id: r.id, user_id: null, mode: null }).execute();
      return r;
    },

    position(id: number, tx: Executor = db): Promise<PositionRow | undefined> {
      return tx.selectFrom('futures_positions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Writes a change if the row is still at `version` (and status); false when another writer got there first. */
    async updatePosition(tx: Tx, row: PositionRow, set: Updateable<FuturesPositionsTable>): Promise<boolean> {
      const r = await tx.updateTable('futures_positions').set({ ...set, version: row.version + 1 })
        .where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
      if (r.numUpdatedRows === 0n) return false;
      await tx.insertInto('futures_changes').values({ position_id: row.id, user_id: null, mode: null }).execute();
      return true;
    },

    /** The trailing stop's best mark: engine state, not a change of terms, so no version step. */
    async setPeak(id: number, peak: bigint): Promise<void> {
      await db.updateTable('futures_positions').set({ trail_peak_atoms: peak }).where('id', '=', id).where('status', '=', STATUS.position).execute();
    },

    /** Every pending order and open position: what the trigger books hold. */
    live(tx: Executor = db): Promise<PositionRow[]> {
      return tx.selectFrom('futures_positions').selectAll().where('status', 'in', [STATUS.pending, STATUS.position]).orderBy('id').execute();
    },

    openOf(userId: number, mode: Mode, tx: Executor = db): Promise<PositionRow[]> {
      return tx.selectFrom('futures_positions').selectAll().where('user_id', '=', userId).where('mode', '=', mode)
        .where('status', '=', STATUS.position).orderBy('id').execute();
    },

    /** The positions of a symbol that were open at `time` (opened at or before it, not closed by then; a part closed since counts). */
    openAt(symbol: string, mode: Mode, time: number): Promise<PositionRow[]> {
      return db.selectFrom('futures_positions').selectAll().where('symbol', '=', symbol).where('mode', '=', mode)
        .where('opened_at', '<=', time).where((eb) => eb.or([eb('closed_at', 'is', null), eb('closed_at', '>', time)]))
        .where('status', 'in', [STATUS.position, STATUS.closed]).orderBy('id').execute();
    },

    openBySymbol(symbol: string, mode: Mode, tx: Executor = db): Promise<PositionRow[]> {
      return tx.selectFrom('futures_positions').selectAll().where('symbol', '=', symbol).where('mode', '=', mode)
        .where('status', '=', STATUS.position).orderBy('id').execute();
    },

    async page(f: { userId?: number | undefined; mode: Mode; statuses: number[]; liquidated?: boolean | undefined; symbol?: string | undefined },
      limit: number, offset: number): Promise<{ total: number; items: PositionRow[] }> {
      let q = db.selectFrom('futures_positions').where('mode', '=', f.mode).where('status', 'in', f.statuses);
      if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
      if (f.symbol) q = q.where('symbol', '=', f.symbol);
      if (f.liquidated === true) q = q.where('close_reason', '=', 'liquidation');
      if (f.liquidated === false) q = q.where((eb) => eb.or([eb('close_reason', 'is', null), eb('close_reason', '!=', 'liquidation')]));
      const count = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const items = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(count?.n ?? 0), items };
    },

    async cursor(tx: Executor = db): Promise<number | null> {
      const r = await tx.selectFrom('futures_state').select('value').where('key', '=', 'tick_cursor').executeTakeFirst();
      return r ? Number(r.value) : null;
    },

    /** Moves the cursor forward only (a slower process never moves it back). */
    async setCursor(value: number): Promise<void> {
      await db.insertInto('futures_state').values({ key: 'tick_cursor', value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }).where('futures_state.value', '<', value)).execute();
    },

    async insertFundingRate(tx: Tx, row: Insertable<FuturesFundingRatesTable>): Promise<FundingRateRow | null> {
      const r = await tx.insertInto('futures_funding_rates').values(row)
        .onConflict((oc) => oc.columns(['symbol', 'mode', 'period_start']).doNothing()).returningAll().executeTakeFirst();
      return r ?? null;
    },

    fundingRate(symbol: string, mode: Mode, periodStart: number, tx: Executor = db): Promise<FundingRateRow | undefined> {
      return tx.selectFrom('futures_funding_rates').selectAll().where('symbol', '=', symbol).where('mode', '=', mode)
        .where('period_start', '=', periodStart).executeTakeFirst();
    },

    async insertFundingPayment(tx: Tx, row: Insertable<FuturesFundingPaymentsTable>): Promise<boolean> {
      const r = await tx.insertInto('futures_funding_payments').values(row)
        .onConflict((oc) => oc.columns(['rate_id', 'position_id']).doNothing()).executeTakeFirst();
      return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    async fundingRates(mode: Mode, symbol: string | undefined, limit: number, offset: number) {
      let q = db.selectFrom('futures_funding_rates').where('mode', '=', mode);
      if (symbol) q = q.where('symbol', '=', symbol);
      const count = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const items = await q.selectAll().orderBy('period_start', 'desc').orderBy('symbol').limit(limit).offset(offset).execute();
      return { total: Number(count?.n ?? 0), items };
    },

    async fundingPayments(userId: number, mode: Mode, limit: number, offset: number) {
      const q = db.selectFrom('futures_funding_payments as p').innerJoin('futures_funding_rates as r', 'r.id', 'p.rate_id')
        .where('p.user_id', '=', userId).where('p.mode', '=', mode);
      const count = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const items = await q.select(['p.id', 'p.position_id', 'p.symbol', 'p.created_at', 'p.amount_atoms', 'r.rate_ppm'])
        .orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(count?.n ?? 0), items };
    },

    async insertInsurance(tx: Tx, row: Insertable<FuturesInsuranceEventsTable>): Promise<void> {
      await tx.insertInto('futures_insurance_events').values(row).execute();
    },

    async insurancePage(mode: Mode, limit: number, offset: number) {
      const q = db.selectFrom('futures_insurance_events').where('mode', '=', mode);
      const count = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      const items = await q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(count?.n ?? 0), items };
    },

    async platformCovered(mode: Mode): Promise<bigint> {
      const r = await db.selectFrom('futures_insurance_events').select((eb) => eb.fn.sum<bigint>('platform_covered_atoms').as('platform_covered_atoms'))
        .where('mode', '=', mode).executeTakeFirst();
      return r?.platform_covered_atoms ?? 0n;
    },
  };
}

export type FuturesRepo = ReturnType<typeof createFuturesRepo>;
