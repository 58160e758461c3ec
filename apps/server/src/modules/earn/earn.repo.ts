import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type {
  EarnFundingsTable, EarnMiningLeasesTable, EarnMiningMachinesTable, EarnPayoutsTable, EarnQuantifyOrdersTable, EarnQuantifyPlansTable,
  EarnTrustOrdersTable, EarnTrustProductsTable, EarnUplanSettingsTable, EarnUplansTable,
} from './earn.tables.js';

export type TrustProductRow = Selectable<EarnTrustProductsTable>;
export type TrustOrderRow = Selectable<EarnTrustOrdersTable>;
export type UplanRow = Selectable<EarnUplansTable>;
export type UplanSettingsRow = Selectable<EarnUplanSettingsTable>;
export type QuantifyPlanRow = Selectable<EarnQuantifyPlansTable>;
export type QuantifyOrderRow = Selectable<EarnQuantifyOrdersTable>;
export type MachineRow = Selectable<EarnMiningMachinesTable>;
export type LeaseRow = Selectable<EarnMiningLeasesTable>;
export type PayoutRow = Selectable<EarnPayoutsTable>;
export type FundingRow = Selectable<EarnFundingsTable>;
export type Executor = Db | Tx;

/** The tables of products (one shape of calls for the three kinds). */
export type ProductTable = 'earn_trust_products' | 'earn_quantify_plans';
/** The tables of orders paid by the day (trust, quantify, mining): each has days_paid, start_at and version. */
export type OrderTable = 'earn_trust_orders' | 'earn_quantify_orders' | 'earn_mining_leases';

/** SQL of the earn module; only its services call it. */
export function createEarnRepo(db: Db) {
  return {
    db,
    trustProducts: (tx: Executor = db) => tx.selectFrom('earn_trust_products').selectAll().orderBy('id').execute(),
    trustProduct: (id: number, tx: Executor = db) => tx.selectFrom('earn_trust_products').selectAll().where('id', '=', id).executeTakeFirst(),
    quantifyPlans: (tx: Executor = db) => tx.selectFrom('earn_quantify_plans').selectAll().orderBy('id').execute(),
    quantifyPlan: (id: number, tx: Executor = db) => tx.selectFrom('earn_quantify_plans').selectAll().where('id', '=', id).executeTakeFirst(),
    machines: (tx: Executor = db) => tx.selectFrom('earn_mining_machines').selectAll().orderBy('id').execute(),
    machine: (id: number, tx: Executor = db) => tx.selectFrom('earn_mining_machines').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Takes `amount` of a product's quota if it is not paused and the quota holds it; false otherwise (a row lock serialises racers). */
    async takeQuota(tx: Tx, table: ProductTable, id: number, amount: bigint): Promise<boolean> {
      const r = await tx.updateTable(table).set((eb) => ({ quota_used_atoms: eb('quota_used_atoms', '+', amount) }))
        .where('id', '=', id).where('paused', '=', 0)
        .where((eb) => eb(eb('quota_used_atoms', '+', amount), '<=', eb.ref('quota_atoms'))).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    async giveQuota(tx: Tx, table: ProductTable, id: number, amount: bigint): Promise<void> {
      await tx.updateTable(table).set((eb) => ({ quota_used_atoms: eb('quota_used_atoms', '-', amount) })).where('id', '=', id).execute();
    },

    async takeStock(tx: Tx, id: number, quantity: number): Promise<boolean> {
      const r = await tx.updateTable('earn_mining_machines').set((eb) => ({ sold: eb('sold', '+', quantity) }))
        .where('id', '=', id).where('paused', '=', 0)
        .where((eb) => eb(eb('sold', '+', quantity), '<=', eb.ref('stock'))).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    insertTrustProduct: (tx: Tx, row: Insertable<EarnTrustProductsTable>) => tx.insertInto('earn_trust_products').values(row).returningAll().executeTakeFirstOrThrow(),
    insertQuantifyPlan: (tx: Tx, row: Insertable<EarnQuantifyPlansTable>) => tx.insertInto('earn_quantify_plans').values(row).returningAll().executeTakeFirstOrThrow(),
    insertMachine: (tx: Tx, row: Insertable<EarnMiningMachinesTable>) => tx.insertInto('earn_mining_machines').values(row).returningAll().executeTakeFirstOrThrow(),
    async updateTrustProduct(tx: Tx, id: number, set: Updateable<EarnTrustProductsTable>) {
      await tx.updateTable('earn_trust_products').set(set).where('id', '=', id).execute();
    },
    async updateQuantifyPlan(tx: Tx, id: number, set: Updateable<EarnQuantifyPlansTable>) {
      await tx.updateTable('earn_quantify_plans').set(set).where('id', '=', id).execute();
    },
    async updateMachine(tx: Tx, id: number, set: Updateable<EarnMiningMachinesTable>) {
      await tx.updateTable('earn_mining_machines').set(set).where('id', '=', id).execute();
    },

    insertTrustOrder: (tx: Tx, row: Insertable<EarnTrustOrdersTable>) => tx.insertInto('earn_trust_orders').values(row).returningAll().executeTakeFirstOrThrow(),
    trustOrder: (id: number, tx: Executor = db) => tx.selectFrom('earn_trust_orders').selectAll().where('id', '=', id).executeTakeFirst(),
    insertQuantifyOrder: (tx: Tx, row: Insertable<EarnQuantifyOrdersTable>) => tx.insertInto('earn_quantify_orders').values(row).returningAll().executeTakeFirstOrThrow(),
    quantifyOrder: (id: number, tx: Executor = db) => tx.selectFrom('earn_quantify_orders').selectAll().where('id', '=', id).executeTakeFirst(),
    insertLease: (tx: Tx, row: Insertable<EarnMiningLeasesTable>) => tx.insertInto('earn_mining_leases').values(row).returningAll().executeTakeFirstOrThrow(),
    lease: (id: number, tx: Executor = db) => tx.selectFrom('earn_mining_leases').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Writes a change to an order still at `version`; false when another writer got there first. */
    async updateTrustOrder(tx: Tx, row: TrustOrderRow, set: Updateable<EarnTrustOrdersTable>): Promise<boolean> {
      const r = await tx.updateTable('earn_trust_orders').set({ ...set, version: row.version + 1 }).where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async updateQuantifyOrder(tx: Tx, row: QuantifyOrderRow, set: Updateable<EarnQuantifyOrdersTable>): Promise<boolean> {
      const r = await tx.updateTable('earn_quantify_orders').set({ ...set, version: row.version + 1 }).where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async updateLease(tx: Tx, row: LeaseRow, set: Updateable<EarnMiningLeasesTable>): Promise<boolean> {
      const r = await tx.updateTable('earn_mining_leases').set({ ...set, version: row.version + 1 }).where('id', '=', row.id).where('version', '=', row.version).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Ids of open orders with at least one whole day due at `now` (start + (days_paid + 1) days <= now; bigint: day 25 on passes int4). */
    async dueIds(table: OrderTable, openStatus: string, now: number): Promise<number[]> {
      const rows = await db.selectFrom(table).select('id').where(sql<boolean>`status = ${openStatus}`)
        .where(sql<boolean>`start_at + cast(days_paid + 1 as bigint) * 86400000 <= ${now}`).orderBy('id').execute();
      return rows.map((r) => r.id);
    },

    /** Records that a day of an order was paid; false when it already was (the unique index). */
    async insertPayout(tx: Tx, row: Insertable<EarnPayoutsTable>): Promise<boolean> {
      const r = await tx.insertInto('earn_payouts').values(row).onConflict((oc) => oc.columns(['kind', 'order_id', 'day_index']).doNothing()).executeTakeFirst();
      return (r.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    payouts: (kind: EarnPayoutsTable['kind'], orderId: number, tx: Executor = db) =>
      tx.selectFrom('earn_payouts').selectAll().where('kind', '=', kind).where('order_id', '=', orderId).orderBy('day_index', 'desc').execute(),

    /** A user's yields of one UTC day per kind and coin (yesterday's income). */
    userDayIncome: (userId: number, day: string) =>
      db.selectFrom('earn_payouts').select(['kind', 'coin', 'order_id', sql<bigint>`sum(amount_atoms)`.as('amount_atoms')])
        .where('user_id', '=', userId).where('day', '=', day).groupBy(['kind', 'coin', 'order_id']).execute(),

    userTotals: (userId: number) =>
      db.selectFrom('earn_payouts').select(['coin', sql<bigint>`sum(amount_atoms)`.as('amount_atoms')]).where('user_id', '=', userId).groupBy('coin').execute(),

    paidTotals: () => db.selectFrom('earn_payouts').select(['coin', sql<bigint>`sum(amount_atoms)`.as('amount_atoms')]).groupBy('coin').execute(),

    payoutDays: (fromDay: string, coin: string | undefined) => {
      let q = db.selectFrom('earn_payouts')
        .select(['day', 'coin', 'kind', sql<bigint>`sum(amount_atoms)`.as('amount_atoms'), sql<number>`count(*)`.as('orders')])
        .where('day', '>=', fromDay);
      if (coin) q = q.where('coin', '=', coin);
      return q.groupBy(['day', 'coin', 'kind']).orderBy('day', 'desc').orderBy('coin').orderBy('kind').execute();
    },

    rate: (planId: number, day: string, tx: Executor = db) =>
      tx.selectFrom('earn_quantify_rates').selectAll().where('plan_id', '=', planId).where('day', '=', day).executeTakeFirst(),
    async insertRate(tx: Tx, planId: number, day: string, ratePpm: number, now: number): Promise<void> {
      await tx.insertInto('earn_quantify_rates').values({ plan_id: planId, day, rate_ppm: ratePpm, created_at: now })
        .onConflict((oc) => oc.columns(['plan_id', 'day']).doNothing()).execute();
    },
    recentRates: (planId: number, limit: number) =>
      db.selectFrom('earn_quantify_rates').selectAll().where('plan_id', '=', planId).orderBy('day', 'desc').limit(limit).execute(),

    uplanSettings: (tx: Executor = db) => tx.selectFrom('earn_uplan_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    async updateUplanSettings(tx: Tx, set: Updateable<EarnUplanSettingsTable>): Promise<void> {
      await tx.updateTable('earn_uplan_settings').set(set).where('id', '=', 1).execute();
    },
    uplan: (userId: number, tx: Executor = db) => tx.selectFrom('earn_uplans').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    async ensureUplan(tx: Tx, userId: number, ratePpm: number, now: number): Promise<void> {
      await tx.insertInto('earn_uplans').values({
        user_id: userId, enabled: 0, keep_atoms: 0n, balance_atoms: 0n, earning_atoms: 0n, reserved_atoms: 0n, rate_ppm: ratePpm, income_atoms: 0n,
        day_start: null, last_sweep_at: null, updated_at: now, version: 0,
      }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
    },
    /** Locks a user's U plan row until the transaction ends (a write of nothing) and answers it as it is then. */
    async lockUplan(tx: Tx, userId: number): Promise<UplanRow | undefined> {
      await tx.updateTable('earn_uplans').set((eb) => ({ version: eb.ref('version') })).where('user_id', '=', userId).execute();
      return tx.selectFrom('earn_uplans').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    async updateUplan(tx: Tx, row: UplanRow, set: Updateable<EarnUplansTable>): Promise<boolean> {
      const r = await tx.updateTable('earn_uplans').set({ ...set, version: row.version + 1 }).where('user_id', '=', row.user_id).where('version', '=', row.version).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /** U plans with work due: on, or holding money, whose day in progress started before `dayStart`. */
    async dueUplans(dayStart: number): Promise<number[]> {
      const rows = await db.selectFrom('earn_uplans').select('user_id')
        .where((eb) => eb.or([eb('enabled', '=', 1), eb('balance_atoms', '>', 0n)]))
        .where((eb) => eb.or([eb('day_start', 'is', null), eb('day_start', '<', dayStart)])).orderBy('user_id').execute();
      return rows.map((r) => r.user_id);
    },

    insertFunding: (tx: Tx, row: Insertable<EarnFundingsTable>) => tx.insertInto('earn_fundings').values(row).returningAll().executeTakeFirstOrThrow(),
    funding: (id: number, tx: Executor = db) => tx.selectFrom('earn_fundings').selectAll().where('id', '=', id).executeTakeFirst(),
    async decideFunding(tx: Tx, id: number, status: 'done' | 'rejected', by: number, now: number): Promise<boolean> {
      const r = await tx.updateTable('earn_fundings').set({ status, decided_by: by, decided_at: now }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async fundings(q: { status?: FundingRow['status']; limit: number; offset: number }) {
      let base = db.selectFrom('earn_fundings');
      if (q.status) base = base.where('status', '=', q.status);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
        base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type EarnRepo = ReturnType<typeof createEarnRepo>;
