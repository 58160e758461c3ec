import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { KycLevel, KycSubmissionStatus, KycSubmissionsTable } from './kyc.tables.js';

export type KycSubmissionRow = Selectable<KycSubmissionsTable>;
type Executor = Db | Tx;
type Page = { limit: number; offset: number };

/** SQL of KYC submissions and withdrawal thresholds; only the kyc services call it. */
export function createKycRepo(db: Db) {
  return {
    insert(tx: Tx, row: Insertable<KycSubmissionsTable>): Promise<KycSubmissionRow> {
      return tx.insertInto('kyc_submissions').values(row).returningAll().executeTakeFirstOrThrow();
    },
    byId(id: number, ex: Executor = db): Promise<KycSubmissionRow | undefined> {
      return ex.selectFrom('kyc_submissions').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The user's latest submission of a level (the one whose state the user sees). */
    latest(userId: number, level: KycLevel, ex: Executor = db): Promise<KycSubmissionRow | undefined> {
      return ex.selectFrom('kyc_submissions').selectAll().where('user_id', '=', userId).where('level', '=', level)
        .orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    /** The user's latest approved submission of a level. */
    approved(userId: number, level: KycLevel, ex: Executor = db): Promise<KycSubmissionRow | undefined> {
      return ex.selectFrom('kyc_submissions').selectAll().where('user_id', '=', userId).where('level', '=', level)
        .where('status', '=', 'approved').orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    /** Every submission of the user, newest first: the reviewer's history. */
    history(userId: number): Promise<KycSubmissionRow[]> {
      return db.selectFrom('kyc_submissions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
    },
    /** The review queue: submissions, optionally of one status and level, oldest pending first, else newest first. */
    async list(f: { status?: KycSubmissionStatus | undefined; level?: KycLevel | undefined; user_id?: number | undefined }, page: Page): Promise<{ rows: KycSubmissionRow[]; total: number }> {
      let rows = db.selectFrom('kyc_submissions').selectAll();
      let count = db.selectFrom('kyc_submissions').select((eb) => eb.fn.countAll<number>().as('n'));
      if (f.status) {
        rows = rows.where('status', '=', f.status);
        count = count.where('status', '=', f.status);
      }
      if (f.level) {
        rows = rows.where('level', '=', f.level);
        count = count.where('level', '=', f.level);
      }
      if (f.user_id !== undefined) {
        rows = rows.where('user_id', '=', f.user_id);
        count = count.where('user_id', '=', f.user_id);
      }
      const { n } = await count.executeTakeFirstOrThrow();
      const ordered = f.status === 'pending' ? rows.orderBy('id', 'asc') : rows.orderBy('id', 'desc');
      return { rows: await ordered.limit(page.limit).offset(page.offset).execute(), total: Number(n) };
    },
    /** Decides a submission while it is pending; answers whether this call decided it. */
    async decide(tx: Tx, id: number, d: { status: 'approved' | 'rejected'; reason: string | null; by: number; at: number }): Promise<boolean> {
      const r = await tx.updateTable('kyc_submissions')
        .set({ status: d.status, reason: d.reason, decided_by: d.by, decided_at: d.at, updated_at: d.at })
        .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Takes the row lock of a pending submission (a write that changes nothing); false when it is no longer pending. */
    async lockPending(tx: Tx, id: number): Promise<boolean> {
      const r = await tx.updateTable('kyc_submissions').set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    thresholds() {
      return db.selectFrom('kyc_withdraw_thresholds').selectAll().orderBy('asset').execute();
    },
    async threshold(asset: string, ex: Executor = db): Promise<bigint | undefined> {
      const r = await ex.selectFrom('kyc_withdraw_thresholds').select('daily_atoms').where('asset', '=', asset).executeTakeFirst();
      return r === undefined ? undefined : BigInt(r.daily_atoms);
    },
    /** Takes the user's turn for the coin: the row stays locked (PostgreSQL) until the transaction ends. */
    async takeWithdrawTurn(tx: Tx, userId: number, asset: string): Promise<void> {
      await tx.insertInto('kyc_withdraw_turns').values({ user_id: userId, asset, turns: 1n })
        .onConflict((oc) => oc.columns(['user_id', 'asset']).doUpdateSet((eb) => ({ turns: eb('kyc_withdraw_turns.turns', '+', 1n) }))).execute();
    },
    async setThreshold(tx: Tx, asset: string, atoms: bigint, at: number): Promise<void> {
      await tx.insertInto('kyc_withdraw_thresholds').values({ asset, daily_atoms: atoms, updated_at: at })
        .onConflict((oc) => oc.column('asset').doUpdateSet({ daily_atoms: atoms, updated_at: at })).execute();
    },
  };
}

export type KycRepo = ReturnType<typeof createKycRepo>;
