import type { Db } from '../../platform/db/database.js';

/** SQL of verification codes; only the codes service calls it. */
export function createCodesRepo(db: Db) {
  return {
    async insert(row: { destination: string; purpose: string; code_hash: string; created_at: number; expires_at: number; ip: string }) {
      await db.insertInto('verification_codes').values({ ...row, attempts: 0, used_at: null }).execute();
    },
    latest(destination: string, purpose: string) {
      return db.selectFrom('verification_codes').selectAll()
        .where('destination', '=', destination).where('purpose', '=', purpose)
        .orderBy('id', 'desc').limit(1).executeTakeFirst();
    },
    /**
     * Takes one try of an unused code unless all are spent; answers whether this call got one. One conditional
     * update, so guesses sent at once cannot all read "tries left" before any is counted.
     */
    async takeTry(id: number, maxTries: number): Promise<boolean> {
      const r = await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id).where('used_at', 'is', null).where('attempts', '<', maxTries).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /** Marks the code used unless someone else did first; answers whether this call did. */
    async consume(id: number, now: number): Promise<boolean> {
      const r = await db.updateTable('verification_codes').set({ used_at: now })
        .where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
  };
}
