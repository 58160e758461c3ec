import { sql } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';

type Executor = Db | Tx;
const big = (v: bigint | number | string | null | undefined): bigint => BigInt(v ?? 0);

/** One line of an entry that paid a trading fee: the fee line itself (owner 0, kind fees) or a user's line. */
export type FeeEntryLine = { entryId: number; ownerId: number; kind: string; asset: string; amount: bigint };
export type CommissionInsert = { day: string; referrer_id: number; invitee_id: number; asset: string; fee_atoms: bigint; rate_bps: number; amount_atoms: bigint; entry_id: number; created_at: number };

/**
 * SQL of the referral module. It reads (never writes) the ledger's journal, the fee lines of trading entries, and
 * the users' referrer links: both are recorded facts the referral module pays from (decisions.md, Referral).
 */
export function createReferralRepo(db: Db) {
  return {
    async feeEntryLines(start: number, end: number, ex: Executor = db): Promise<FeeEntryLine[]> {
      const rows = await ex.selectFrom('ledger_entries as e')
        .innerJoin('ledger_lines as l', 'l.entry_id', 'e.id')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['e.id as entry_id', 'a.owner_id', 'a.kind', 'l.asset', 'l.amount_atoms'])
        .where('e.created_at', '>=', start).where('e.created_at', '<', end).where('a.mode', '=', 'real')
        .where((eb) => eb.or([eb('e.reason', 'like', 'spot_trade%'), eb('e.reason', 'like', 'futures_%'), eb('e.reason', 'like', 'option_%')]))
        .orderBy('e.id').orderBy('l.id').execute();
      return rows.map((r) => ({ entryId: Number(r.entry_id), ownerId: Number(r.owner_id), kind: r.kind, asset: r.asset, amount: big(r.amount_atoms) }));
    },
    async firstFeeTime(ex: Executor = db): Promise<number | null> {
      const r = await ex.selectFrom('ledger_entries').select((eb) => eb.fn.min('created_at').as('t'))
        .where((eb) => eb.or([eb('reason', 'like', 'spot_trade%'), eb('reason', 'like', 'futures_%')])).executeTakeFirst();
      return r?.t === null || r?.t === undefined ? null : Number(r.t);
    },
    async referrersOf(userIds: readonly number[], ex: Executor = db): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await ex.selectFrom('users').select(['id', 'referrer_id']).where('id', 'in', [...userIds]).where('referrer_id', 'is not', null).execute();
      return new Map(rows.map((r) => [Number(r.id), Number(r.referrer_id)]));
    },
    user(id: number, ex: Executor = db) {
      return ex.selectFrom('users').select(['id', 'kind', 'invite_code', 'username', 'email', 'phone']).where('id', '=', id).executeTakeFirst();
    },
    async invitees(referrerId: number, limit: number, offset: number) {
      const total = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('referrer_id', '=', referrerId).executeTakeFirst();
      const items = await db.selectFrom('users').select(['id', 'username', 'email', 'phone', 'created_at']).where('referrer_id', '=', referrerId)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(total?.n ?? 0), items };
    },
    async payingInvitees(referrerId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('referral_commissions').select('invitee_id').distinct().where('referrer_id', '=', referrerId).where('invitee_id', 'in', [...ids]).execute();
      return new Set(rows.map((r) => Number(r.invitee_id)));
    },
    namesOf(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('users').select(['id', 'username', 'email', 'phone']).where('id', 'in', [...ids]).execute();
    },
    rates(ex: Executor = db) {
      return ex.selectFrom('referral_rates').selectAll().orderBy('effective_day', 'desc').execute();
    },
    async upsertRate(ex: Executor, day: string, bps: number, by: number, now: number): Promise<void> {
      await ex.insertInto('referral_rates').values({ rate_bps: bps, effective_day: day, created_by: by, created_at: now })
        .onConflict((oc) => oc.column('effective_day').doUpdateSet({ rate_bps: bps, created_by: by, created_at: now })).execute();
    },
    async lastPaidDay(ex: Executor = db): Promise<string | null> {
      const r = await ex.selectFrom('referral_days').select((eb) => eb.fn.max('day').as('d')).executeTakeFirst();
      return r?.d ?? null;
    },
    async dayPaid(day: string): Promise<boolean> {
      return (await db.selectFrom('referral_days').select('day').where('day', '=', day).executeTakeFirst()) !== undefined;
    },
    /** Claims a day: true for the one process whose insert went in. */
    async claimDay(ex: Executor, day: string, now: number): Promise<boolean> {
      const r = await ex.insertInto('referral_days').values({ day, rate_bps: 0, referrers: 0, entries: 0, paid_at: now })
        .onConflict((oc) => oc.column('day').doNothing()).executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0n) === 1;
    },
    async finishDay(ex: Executor, day: string, bps: number, referrers: number, entries: number): Promise<void> {
      await ex.updateTable('referral_days').set({ rate_bps: bps, referrers, entries }).where('day', '=', day).execute();
    },
    async insertCommissions(ex: Executor, rows: readonly CommissionInsert[]): Promise<void> {
      if (rows.length > 0) await ex.insertInto('referral_commissions').values([...rows]).execute();
    },
    async commissions(referrerId: number, limit: number, offset: number) {
      const total = await db.selectFrom('referral_commissions').select((eb) => eb.fn.countAll<number>().as('n')).where('referrer_id', '=', referrerId).executeTakeFirst();
      const items = await db.selectFrom('referral_commissions').selectAll().where('referrer_id', '=', referrerId)
        .orderBy('day', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(total?.n ?? 0), items };
    },
    async earned(referrerId: number): Promise<{ asset: string; amount: bigint }[]> {
      const rows = await db.selectFrom('referral_commissions').select(['asset', (eb) => eb.fn.sum<string>('amount_atoms').as('s')])
        .where('referrer_id', '=', referrerId).groupBy('asset').orderBy('asset').execute();
      return rows.map((r) => ({ asset: r.asset, amount: big(r.s) }));
    },
    async inviteeCount(referrerId: number): Promise<number> {
      const r = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('referrer_id', '=', referrerId).executeTakeFirst();
      return Number(r?.n ?? 0);
    },
    /** Referrers by USDT commission over days [from, to], highest first, ties by the smaller user id. */
    async leaders(from: string, to: string, limit: number) {
      const rows = await db.selectFrom('referral_commissions').select(['referrer_id', (eb) => eb.fn.sum<string>('amount_atoms').as('s'), sql<number>`count(distinct invitee_id)`.as('n')])
        .where('asset', '=', 'USDT').where('day', '>=', from).where('day', '<=', to).groupBy('referrer_id')
        .orderBy(sql`sum(amount_atoms)`, 'desc').orderBy('referrer_id').limit(limit).execute();
      return rows.map((r) => ({ referrerId: Number(r.referrer_id), amount: big(r.s), invitees: Number(r.n) })).filter((r) => r.amount > 0n);
    },
    async days(limit: number, offset: number) {
      const total = await db.selectFrom('referral_days').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      const items = await db.selectFrom('referral_days').selectAll().orderBy('day', 'desc').limit(limit).offset(offset).execute();
      return { total: Number(total?.n ?? 0), items };
    },
    async dayTotals(days: readonly string[]) {
      if (days.length === 0) return [];
      const rows = await db.selectFrom('referral_commissions').select(['day', 'asset', (eb) => eb.fn.sum<string>('amount_atoms').as('s')])
        .where('day', 'in', [...days]).groupBy(['day', 'asset']).orderBy('asset').execute();
      return rows.map((r) => ({ day: r.day, asset: r.asset, amount: big(r.s) }));
    },
  };
}
export type ReferralRepo = ReturnType<typeof createReferralRepo>;
