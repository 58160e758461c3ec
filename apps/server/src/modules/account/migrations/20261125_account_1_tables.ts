import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** The user's second factor, bound wallets and wallet-login nonces. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  await db.schema.createTable('user_totp')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey())
    .addColumn('secret', 'text')
    .addColumn('pending', 'text')
    .addColumn('last_step', 'bigint')
    .addColumn('recovery', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable('user_wallets'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_wallets_address').on('user_wallets').columns(['chain', 'address']).unique().execute();
  await db.schema.createIndex('user_wallets_user').on('user_wallets').column('user_id').execute();
  await db.schema.createTable('wallet_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('wallet_nonces_expiry').on('wallet_nonces').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_nonces').execute();
  await db.schema.dropTable('user_wallets').execute();
  await db.schema.dropTable('user_totp').execute();
}
