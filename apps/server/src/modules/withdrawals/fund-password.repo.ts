import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';

/** SQL of the fund password's failure counter; only the fund password guard calls it. */
export function createFundPasswordRepo(db: Db) {
  return {
    get(userId: number) {
      return db.selectFrom('fund_password_guards').select(['failures', 'locked_until']).where('user_id', '=', userId).executeTakeFirst();
    },
    /** Counts one wrong try in one statement, so tries sent at once are each counted. */
    countFailure(userId: number) {
      return db.insertInto('fund_password_guards').values({ user_id: userId, failures: 1, locked_until: 0 })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ failures: sql<number>`fund_password_guards.failures + 1` }))
        .returning(['failures', 'locked_until'])
        .executeTakeFirstOrThrow();
    },
    /** Locks until the given time and starts the count of the next run of tries from zero. */
    async lock(userId: number, until: number): Promise<void> {
      await db.updateTable('fund_password_guards').set({ failures: 0, locked_until: until }).where('user_id', '=', userId).execute();
    },
    async reset(userId: number): Promise<void> {
      await db.updateTable('fund_password_guards').set({ failures: 0 }).where('user_id', '=', userId).execute();
    },
  };
}
