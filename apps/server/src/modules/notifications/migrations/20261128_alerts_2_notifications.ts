import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** The notification centre, its readings of announcements, and web push (subscriptions, deliveries, the VAPID keys). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  await withId(s.createTable('notifications'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text_key', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_flag', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('notifications_source').on('notifications').columns(['user_id', 'source']).unique().execute();
  await s.createIndex('notifications_user').on('notifications').columns(['user_id', 'read_flag', 'id']).execute();
  await s.createTable('notification_reads')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('notification_id', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['user_id', 'notification_id'])
    .execute();
  await withId(s.createTable('push_subscriptions'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('push_subscriptions_user').on('push_subscriptions').columns(['user_id']).execute();
  await withId(s.createTable('push_deliveries'), d)
    .addColumn('subscription_id', 'bigint', (c) => c.notNull())
    .addColumn('notification_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('push_deliveries_due').on('push_deliveries').columns(['status', 'next_at']).execute();
  await s.createIndex('push_deliveries_once').on('push_deliveries').columns(['subscription_id', 'notification_id']).unique().execute();
  await s.createTable('push_vapid')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['push_vapid', 'push_deliveries', 'push_subscriptions', 'notification_reads', 'notifications']) await db.schema.dropTable(t).execute();
}
