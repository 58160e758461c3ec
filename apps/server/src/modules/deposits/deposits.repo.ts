import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { DepositsTable } from './deposits.tables.js';

export type DepositRow = Selectable<DepositsTable>;
/** A deposit with the names the back office shows beside the ids. */
export type DepositReviewRow = DepositRow & {
  username: string | null; email: string | null; phone: string | null; area_code: string | null;
  reviewer: string | null;
};
type Executor = Db | Tx;
const changed = (r: { numUpdatedRows: bigint } | undefined): boolean => (r?.numUpdatedRows ?? 0n) > 0n;

/** SQL of deposits; only the deposits services call it. Status changes are conditional UPDATEs: the row count says who won. */
export function createDepositsRepo(db: Db) {
  const reviewQuery = (ex: Executor) => ex.selectFrom('deposits')
    .leftJoin('users', 'users.id', 'deposits.user_id')
    .leftJoin('admins as ra', 'ra.id', 'deposits.reviewed_by')
    .selectAll('deposits')
    .select(['users.username', 'users.email', 'users.phone', 'users.area_code', 'ra.username as reviewer']);

  return {
    async insert(tx: Tx, row: Insertable<DepositsTable>): Promise<DepositRow> {
      return tx.insertInto('deposits').values(row).returningAll().executeTakeFirstOrThrow();
    },
    byId(id: number, ex: Executor = db): Promise<DepositRow | undefined> {
      return ex.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async proofUsed(tx: Tx, uploadId: number): Promise<boolean> {
      return (await tx.selectFrom('deposits').select('id').where('proof_upload_id', '=', uploadId).executeTakeFirst()) !== undefined;
    },
    /** Whether a live (not rejected) deposit already claims this transaction. */
    async hashClaimed(tx: Tx, network: string, hash: string): Promise<boolean> {
      const row = await tx.selectFrom('deposits').select('id').where('network', '=', network).where('tx_hash', '=', hash)
        .where('status', '<>', 'rejected').executeTakeFirst();
      return row !== undefined;
    },
    async ofUser(userId: number, limit: number, offset: number): Promise<{ items: DepositRow[]; total: number }> {
      const base = db.selectFrom('deposits').where('user_id', '=', userId);
      const items = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(total.n) };
    },
    async forReview(q: { status?: DepositRow['status'] | undefined; limit: number; offset: number }): Promise<{ items: DepositReviewRow[]; total: number }> {
      let items = reviewQuery(db);
      let count = db.selectFrom('deposits').select((eb) => eb.fn.countAll<number>().as('n'));
      if (q.status) {
        items = items.where('deposits.status', '=', q.status);
        count = count.where('status', '=', q.status);
      }
      const rows = await items.orderBy('deposits.id', 'desc').limit(q.limit).offset(q.offset).execute();
      return { items: rows, total: Number((await count.executeTakeFirstOrThrow()).n) };
    },
    reviewRow(id: number): Promise<DepositReviewRow | undefined> {
      return reviewQuery(db).where('deposits.id', '=', id).executeTakeFirst();
    },
    /** The approval that credits: only while processing. */
    async finalApproval(tx: Tx, id: number, adminId: number, now: number): Promise<boolean> {
      return changed(await tx.updateTable('deposits').set({ status: 'approved', reviewed_by: adminId, reviewed_at: now, updated_at: now })
        .where('id', '=', id).where('status', '=', 'processing').executeTakeFirst());
    },
    /**
     * Takes the deposit's row lock while it is still processing (a write that changes nothing), so the decisions on
     * one deposit run one after another: a decision that waited sees the state the previous one left.
     */
    async lockProcessing(tx: Tx, id: number): Promise<boolean> {
      return changed(await tx.updateTable('deposits').set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id).where('status', '=', 'processing').executeTakeFirst());
    },
    async reject(tx: Tx, id: number, adminId: number, reason: string, now: number): Promise<boolean> {
      return changed(await tx.updateTable('deposits').set({ status: 'rejected', reject_reason: reason, reviewed_by: adminId, reviewed_at: now, updated_at: now })
        .where('id', '=', id).where('status', '=', 'processing').executeTakeFirst());
    },
  };
}

export type DepositsRepo = ReturnType<typeof createDepositsRepo>;
