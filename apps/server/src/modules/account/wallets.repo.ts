import type { Db, Tx } from '../../platform/db/database.js';

/** SQL of bound wallets and wallet nonces; only the account module's wallet service calls it. */
export function createWalletsRepo(db: Db) {
  return {
    async insertNonce(n: { nonce: string; chain: 'erc' | 'trc'; created_at: number; expires_at: number }): Promise<void> {
      await db.insertInto('wallet_nonces').values({ ...n, used_at: null }).execute();
    },
    /** Spends a live nonce of the chain once: answers whether this call did (a replay or an expired nonce does not). */
    async spendNonce(nonce: string, chain: 'erc' | 'trc', now: number): Promise<boolean> {
      const r = await db.updateTable('wallet_nonces').set({ used_at: now })
        .where('nonce', '=', nonce).where('chain', '=', chain).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async pruneNonces(before: number): Promise<number> {
      const r = await db.deleteFrom('wallet_nonces').where('expires_at', '<', before).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    byAddress(chain: 'erc' | 'trc', address: string) {
      return db.selectFrom('user_wallets').selectAll().where('chain', '=', chain).where('address', '=', address).executeTakeFirst();
    },
    ofUser(userId: number) {
      return db.selectFrom('user_wallets').select(['id', 'chain', 'address', 'created_at']).where('user_id', '=', userId).orderBy('id', 'asc').execute();
    },
    async countOf(userId: number): Promise<number> {
      const r = await db.selectFrom('user_wallets').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async bind(w: { user_id: number; chain: 'erc' | 'trc'; address: string; created_at: number }, tx?: Tx): Promise<void> {
      await (tx ?? db).insertInto('user_wallets').values(w).execute();
    },
    async unbind(userId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('user_wallets').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
  };
}
