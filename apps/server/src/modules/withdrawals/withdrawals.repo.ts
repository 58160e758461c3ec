import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { WithdrawalStatus, WithdrawalsTable } from './withdrawals.tables.js';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
type Executor = Db | Tx;
type Page = { limit: number; offset: number };

/** SQL of withdrawals and the per-day counter; only the withdrawals services call it. */
export function createWithdrawalsRepo(db: Db) {
  return {
    insert(tx: Tx, row: Insertable<WithdrawalsTable>): Promise<WithdrawalRow> {
      return tx.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
    },
    byId(id: number, tx: Executor = db): Promise<WithdrawalRow | undefined> {
      return tx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** A user's withdrawals, newest first, with their total. */
    async ofUser(userId: number, page: Page): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const rows = await db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId)
        .orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
      const { n } = await db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId).executeTakeFirstOrThrow();
      return { rows, total: Number(n) };
    },
    /** The review queue: every user's withdrawals, optionally of one status, newest first. */
    async list(status: WithdrawalStatus | undefined, page: Page): Promise<{ rows: WithdrawalRow[]; total: number }> {
      let rows = db.selectFrom('withdrawals').selectAll();
      let count = db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n'));
      if (status) {
        rows = rows.where('status', '=', status);
        count = count.where('status', '=', status);
      }
      const { n } = await count.executeTakeFirstOrThrow();
      return { rows: await rows.orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(), total: Number(n) };
    },
    /**
     * Takes one of the user's requests of the day unless `limit` are taken; answers whether it got one. One
     * statement: the row's lock (PostgreSQL) or the single writer (SQLite) makes concurrent requests count in turn,
     * and the surrounding transaction gives the slot back if the request fails.
     */
    async takeDaySlot(tx: Tx, userId: number, day: string, limit: number): Promise<boolean> {
      const row = await tx.insertInto('withdrawal_day_counts').values({ user_id: userId, day, count: 1 })
        .onConflict((oc) => oc.columns(['user_id', 'day'])
          .doUpdateSet({ count: sql<number>`withdrawal_day_counts.count + 1` })
          .where('withdrawal_day_counts.count', '<', limit))
        .returning('count')
        .executeTakeFirst();
      return row !== undefined && row.count <= limit;
    },
    /** What the user asked to withdraw of a coin since a moment (requests not rejected), in atoms. */
    async requestedSince(tx: Tx, userId: number, asset: string, since: number): Promise<bigint> {
      const r = await tx.selectFrom('withdrawals').select((eb) => eb.fn.sum<bigint>('amount_atoms').as('sum_atoms'))
        .where('user_id', '=', userId).where('asset', '=', asset).where('created_at', '>=', since).where('status', '<>', 'rejected')
        .executeTakeFirst();
      return r?.sum_atoms === null || r?.sum_atoms === undefined ? 0n : BigInt(r.sum_atoms);
    },
    async dayCount(userId: number, day: string): Promise<number> {
      const row = await db.selectFrom('withdrawal_day_counts').select('count').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
      return row?.count ?? 0;
    },
    /**
     * Takes the withdrawal's row lock while it is still processing (a write that changes nothing), so the decisions
     * on one withdrawal run one after another: a decision that waited sees the state the previous one left.
     */
    async lockProcessing(tx: Tx, id: number): Promise<boolean> {
      const r = await tx.updateTable('withdrawals').set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('id', '=', id).where('status', '=', 'processing').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /**
     * Moves a processing withdrawal to its final state; answers whether this call did. The status condition makes
     * a pay racing a reject (or a second pay) end in one state: the loser changes no row.
     */
    async decide(tx: Tx, id: number, patch: Updateable<WithdrawalsTable> & { status: 'approved' | 'rejected' }): Promise<boolean> {
      const r = await tx.updateTable('withdrawals').set(patch).where('id', '=', id).where('status', '=', 'processing').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
  };
}
