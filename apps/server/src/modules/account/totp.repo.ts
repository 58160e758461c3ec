import type { Db } from '../../platform/db/database.js';

/** SQL of the users' second factor; only the account module's TOTP service calls it. */
export function createTotpRepo(db: Db) {
  return {
    get(userId: number) {
      return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    async startEnrolment(userId: number, pending: string, now: number): Promise<void> {
      await db.insertInto('user_totp').values({ user_id: userId, secret: null, pending, last_step: null, recovery: '[]', enabled_at: null, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending, updated_at: now })).execute();
    },
    /** Moves the pending secret to the active one, once (the pending value read is the one compared). */
    async enable(userId: number, pending: string, step: number, recovery: string, now: number): Promise<boolean> {
      const r = await db.updateTable('user_totp').set({ secret: pending, pending: null, last_step: step, recovery, enabled_at: now, updated_at: now })
        .where('user_id', '=', userId).where('secret', 'is', null).where('pending', '=', pending).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async disable(userId: number, now: number): Promise<void> {
      await db.updateTable('user_totp').set({ secret: null, pending: null, recovery: '[]', enabled_at: null, updated_at: now })
        .where('user_id', '=', userId).execute();
    },
    /** Records the step of an accepted code unless that step or a later one was accepted: answers whether it did. */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const r = await db.updateTable('user_totp').set({ last_step: step }).where('user_id', '=', userId).where('secret', 'is not', null)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)])).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /** Replaces the recovery list if nobody changed it since it was read (a recovery code works once). */
    async swapRecovery(userId: number, before: string, after: string): Promise<boolean> {
      const r = await db.updateTable('user_totp').set({ recovery: after }).where('user_id', '=', userId).where('recovery', '=', before).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    withSecrets() {
      return db.selectFrom('user_totp').select(['user_id', 'secret', 'pending'])
        .where((eb) => eb.or([eb('secret', 'is not', null), eb('pending', 'is not', null)])).execute();
    },
    async setSealed(userId: number, set: { secret?: string; pending?: string }): Promise<void> {
      await db.updateTable('user_totp').set(set).where('user_id', '=', userId).execute();
    },
  };
}
