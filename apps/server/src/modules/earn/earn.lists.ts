import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { LeaseRow, QuantifyOrderRow, TrustOrderRow } from './earn.repo.js';

/** SQL of the earn lists and sums (what pages and the back office read); only the earn services call it. */
export type Page = { limit: number; offset: number };

const TRUST_TAB_STATUSES = { hosting: ['hosting'], completed: ['completed'], redeemed: ['redeemed', 'cancelled'] } as const;

export function createEarnLists(db: Db) {
  return {
    /** What open orders promise per day, per coin, read to compute the earn account's coverage. */
    openTrust: () => db.selectFrom('earn_trust_orders').select(['coin', 'principal_atoms', 'daily_rate_ppm']).where('status', '=', 'hosting').execute(),
    openQuantify: () => db.selectFrom('earn_quantify_orders').select(['coin', 'amount_atoms', 'rate_max_ppm']).where('status', '=', 'in_progress').execute(),
    activeLeases: () => db.selectFrom('earn_mining_leases').select(['output_coin', 'daily_output_atoms']).where('status', '=', 'active').execute(),
    uplanReserved: () => db.selectFrom('earn_uplans').select(sql<bigint>`coalesce(sum(reserved_atoms), 0)`.as('reserved_atoms')).executeTakeFirstOrThrow(),
    uplanTotals: () => db.selectFrom('earn_uplans')
      .select([sql<bigint>`coalesce(sum(balance_atoms), 0)`.as('balance_atoms'), sql<number>`sum(case when enabled = 1 then 1 else 0 end)`.as('members')])
      .executeTakeFirstOrThrow(),

    async trustOrders(userId: number | null, tab: keyof typeof TRUST_TAB_STATUSES | null, page: Page): Promise<{ rows: TrustOrderRow[]; total: number }> {
      let q = db.selectFrom('earn_trust_orders');
      if (userId !== null) q = q.where('user_id', '=', userId);
      if (tab) q = q.where('status', 'in', [...TRUST_TAB_STATUSES[tab]]);
      const [rows, n] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(n.n) };
    },

    async quantifyOrders(userId: number | null, status: string | undefined, page: Page): Promise<{ rows: QuantifyOrderRow[]; total: number }> {
      let q = db.selectFrom('earn_quantify_orders');
      if (userId !== null) q = q.where('user_id', '=', userId);
      if (status) q = q.where('status', '=', status as QuantifyOrderRow['status']);
      const [rows, n] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(n.n) };
    },

    async leases(userId: number | null, status: string | undefined, page: Page): Promise<{ rows: LeaseRow[]; total: number }> {
      let q = db.selectFrom('earn_mining_leases');
      if (userId !== null) q = q.where('user_id', '=', userId);
      if (status) q = q.where('status', '=', status as LeaseRow['status']);
      const [rows, n] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(n.n) };
    },

    /** Principal and accrued interest of a user's hosting trust orders per coin. */
    hostingTotals: (userId: number) => db.selectFrom('earn_trust_orders')
      .select(['coin', sql<bigint>`sum(principal_atoms)`.as('principal_atoms'), sql<bigint>`sum(accrued_atoms)`.as('accrued_atoms')])
      .where('user_id', '=', userId).where('status', '=', 'hosting').groupBy('coin').execute(),

    uplans: (userId: number | null, page: Page) => {
      let q = db.selectFrom('earn_uplans').where((eb) => eb.or([eb('enabled', '=', 1), eb('balance_atoms', '>', 0n)]));
      if (userId !== null) q = q.where('user_id', '=', userId);
      return q.selectAll().orderBy('user_id', 'desc').limit(page.limit).offset(page.offset).execute();
    },

  };
}

export type EarnLists = ReturnType<typeof createEarnLists>;
