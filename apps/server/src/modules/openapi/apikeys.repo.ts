import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { ApiKeysTable } from './openapi.tables.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** SQL of API keys, seen signatures and futures settings; only the openapi services call it. */
export function createApiKeysRepo(db: Db) {
  return {
    insert(row: Insertable<ApiKeysTable>): Promise<ApiKeyRow> {
      return db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
    },
    byId(id: number): Promise<ApiKeyRow | undefined> {
      return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    },
    byKey(apiKey: string): Promise<ApiKeyRow | undefined> {
      return db.selectFrom('api_keys').selectAll().where('api_key', '=', apiKey).executeTakeFirst();
    },
    /** A user's keys that were not deleted, newest first. */
    ofUser(userId: number): Promise<ApiKeyRow[]> {
      return db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).where('status', '!=', 'deleted').orderBy('id', 'desc').execute();
    },
    async countLive(userId: number): Promise<number> {
      const r = await db.selectFrom('api_keys').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId).where('status', 'in', ['active', 'paused']).executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async update(id: number, set: Updateable<ApiKeysTable>): Promise<void> {
      await db.updateTable('api_keys').set(set).where('id', '=', id).execute();
    },
    async page(q: { userId?: number | undefined; limit: number; offset: number }) {
      let base = db.selectFrom('api_keys').leftJoin('users', 'users.id', 'api_keys.user_id');
      if (q.userId !== undefined) base = base.where('api_keys.user_id', '=', q.userId);
      const items = await base.selectAll('api_keys').select(['users.username', 'users.email'])
        .orderBy('api_keys.id', 'desc').limit(q.limit).offset(q.offset).execute();
      const n = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(n.n) };
    },
    /** Records a signature once: false when it was seen already (a replay). */
    async rememberSignature(keyId: number, signature: string, expiresAt: number): Promise<boolean> {
      const r = await db.insertInto('api_signatures').values({ key_id: keyId, signature, expires_at: expiresAt })
        .onConflict((oc) => oc.columns(['key_id', 'signature']).doNothing()).executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
    async pruneSignatures(now: number): Promise<number> {
      const r = await db.deleteFrom('api_signatures').where('expires_at', '<', now).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    futuresSettings(userId: number, mode: 'real' | 'demo', symbol: string) {
      return db.selectFrom('api_futures_settings').selectAll().where('user_id', '=', userId).where('mode', '=', mode).where('symbol', '=', symbol).executeTakeFirst();
    },
    async saveFuturesSettings(row: { user_id: number; mode: 'real' | 'demo'; symbol: string; leverage: number; margin_mode: 'cross' | 'isolated'; updated_at: number }): Promise<void> {
      await db.insertInto('api_futures_settings').values(row)
        .onConflict((oc) => oc.columns(['user_id', 'mode', 'symbol']).doUpdateSet({ leverage: row.leverage, margin_mode: row.margin_mode, updated_at: row.updated_at }))
        .execute();
    },
  };
}
