import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** API keys (secrets sealed), the signatures seen within their receive window, and the futures settings of key owners. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  await withId(s.createTable('api_keys'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull().unique())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('can_spot', 'integer', (c) => c.notNull())
    .addColumn('can_futures', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real', 'demo')`))
    .addColumn('ip_allow', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'paused', 'revoked', 'deleted')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_by', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await s.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'id']).execute();

  await s.createTable('api_signatures')
    .addColumn('key_id', 'bigint', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_signatures_pk', ['key_id', 'signature'])
    .execute();
  await s.createIndex('api_signatures_expiry').on('api_signatures').column('expires_at').execute();

  await s.createTable('api_futures_settings')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('margin_mode', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_futures_settings_pk', ['user_id', 'mode', 'symbol'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_futures_settings').execute();
  await db.schema.dropTable('api_signatures').execute();
  await db.schema.dropTable('api_keys').execute();
}
