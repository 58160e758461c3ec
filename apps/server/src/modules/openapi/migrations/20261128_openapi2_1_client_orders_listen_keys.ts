import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/**
 * Binance's newClientOrderId of spot and futures orders placed through /binance (kept beside the orders, so the spot
 * and futures tables stay as they are), and the listenKeys of user data streams (in the database: any node answers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  await withId(s.createTable('api_client_orders'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real', 'demo')`))
    .addColumn('venue', 'text', (c) => c.notNull().check(sql`venue in ('spot', 'futures')`))
    .addColumn('client_order_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('api_client_orders_order').on('api_client_orders').columns(['venue', 'order_id']).unique().execute();
  await s.createIndex('api_client_orders_name').on('api_client_orders').columns(['user_id', 'venue', 'client_order_id', 'id']).execute();

  await s.createTable('api_listen_keys')
    .addColumn('listen_key', 'text', (c) => c.primaryKey())
    .addColumn('key_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('real', 'demo')`))
    .addColumn('venue', 'text', (c) => c.notNull().check(sql`venue in ('spot', 'futures')`))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('api_listen_keys_key').on('api_listen_keys').columns(['key_id', 'venue']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_listen_keys').execute();
  await db.schema.dropTable('api_client_orders').execute();
}
