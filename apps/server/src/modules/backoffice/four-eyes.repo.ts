import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { ApprovalsTable } from './backoffice.tables.js';

export type ApprovalRow = Selectable<ApprovalsTable>;
/** An approval with the names of its admins, for the screens. */
export type ApprovalNamedRow = ApprovalRow & { proposer: string | null; decider: string | null };
type Executor = Db | Tx;

/** SQL of the four-eyes requests; writes are conditional, so racing admins end in one state. */
export function createFourEyesRepo(db: Db) {
  const named = (ex: Executor) => ex.selectFrom('approvals')
    .leftJoin('admins as p', 'p.id', 'approvals.proposed_by')
    .leftJoin('admins as d', 'd.id', 'approvals.decided_by')
    .selectAll('approvals')
    .select(['p.username as proposer', 'd.username as decider']);

  return {
    pending(tx: Tx, action: string, type: string, id: number): Promise<ApprovalRow | undefined> {
      return tx.selectFrom('approvals').selectAll()
        .where('action', '=', action).where('subject_type', '=', type).where('subject_id', '=', id).where('status', '=', 'pending')
        .executeTakeFirst();
    },

    /** The proposal, unless another admin's is already pending (the partial unique index decides). */
    async propose(tx: Tx, row: Omit<ApprovalRow, 'id' | 'status' | 'decided_by' | 'decided_at'>): Promise<ApprovalRow | undefined> {
      return tx.insertInto('approvals').values({ ...row, status: 'pending', decided_by: null, decided_at: null })
        .onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst();
    },

    async decide(tx: Tx, id: number, status: 'approved' | 'rejected', adminId: number, now: number): Promise<boolean> {
      const r = await tx.updateTable('approvals').set({ status, decided_by: adminId, decided_at: now })
        .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Every approval of some subjects of one kind, oldest first. */
    ofSubjects(type: string, ids: readonly number[], ex: Executor = db): Promise<ApprovalNamedRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return named(ex).where('approvals.subject_type', '=', type).where('approvals.subject_id', 'in', ids).orderBy('approvals.id').execute();
    },

    async page(q: { status?: ApprovalRow['status'] | undefined; limit: number; offset: number }): Promise<{ total: number; items: ApprovalNamedRow[] }> {
      let items = named(db);
      let count = db.selectFrom('approvals').select((eb) => eb.fn.countAll<number>().as('n'));
      if (q.status) {
        items = items.where('approvals.status', '=', q.status);
        count = count.where('status', '=', q.status);
      }
      const rows = await items.orderBy('approvals.id', 'desc').limit(q.limit).offset(q.offset).execute();
      return { total: Number((await count.executeTakeFirstOrThrow()).n), items: rows };
    },
  };
}
