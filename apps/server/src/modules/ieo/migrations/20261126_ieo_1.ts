import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** IEO projects and applications; currency subscription products and purchases. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('ieo_projects'), d)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('total_atoms', 'bigint', (c) => c.notNull())
    .addColumn('supply_atoms', 'bigint')
    .addColumn('min_atoms', 'bigint', (c) => c.notNull())
    .addColumn('max_atoms', 'bigint', (c) => c.notNull())
    .addColumn('listing_price_atoms', 'bigint')
    .addColumn('listing_date', 'bigint')
    .addColumn('apply_start', 'bigint', (c) => c.notNull())
    .addColumn('apply_end', 'bigint', (c) => c.notNull())
    .addColumn('allotment_at', 'bigint', (c) => c.notNull())
    .addColumn('pay_by', 'bigint', (c) => c.notNull())
    .addColumn('unlock_schedule', 'text', (c) => c.notNull())
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('subscribed_atoms', 'bigint', (c) => c.notNull())
    .addColumn('allotted_at', 'bigint')
    .addColumn('allotted_total_atoms', 'bigint')
    .addColumn('dust_atoms', 'bigint')
    .addColumn('unsold_atoms', 'bigint')
    .addColumn('settled_at', 'bigint')
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(s.createTable('ieo_applications'), d)
    .addColumn('project_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('sn', 'text', (c) => c.notNull().unique())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('deposit_atoms', 'bigint', (c) => c.notNull())
    .addColumn('allotted_atoms', 'bigint', (c) => c.notNull())
    .addColumn('pay_atoms', 'bigint', (c) => c.notNull())
    .addColumn('unlocked_atoms', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('allotted_at', 'bigint')
    .addColumn('paid_at', 'bigint')
    .addColumn('delivered_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('ieo_applications_one').on('ieo_applications').columns(['project_id', 'user_id']).unique().execute();
  await s.createIndex('ieo_applications_user').on('ieo_applications').columns(['user_id', 'id']).execute();
  await s.createIndex('ieo_applications_status').on('ieo_applications').columns(['status', 'project_id']).execute();

  await withId(s.createTable('publication_products'), d)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('total_atoms', 'bigint', (c) => c.notNull())
    .addColumn('sold_atoms', 'bigint', (c) => c.notNull())
    .addColumn('min_atoms', 'bigint', (c) => c.notNull())
    .addColumn('max_atoms', 'bigint', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('launch_at', 'bigint', (c) => c.notNull())
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('passed_by', 'bigint')
    .addColumn('passed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(s.createTable('publication_orders'), d)
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('quantity_atoms', 'bigint', (c) => c.notNull())
    .addColumn('cost_atoms', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('redeemed_at', 'bigint')
    .execute();
  await s.createIndex('publication_orders_user').on('publication_orders').columns(['user_id', 'id']).execute();
  await s.createIndex('publication_orders_product').on('publication_orders').columns(['product_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['publication_orders', 'publication_products', 'ieo_applications', 'ieo_projects']) await db.schema.dropTable(t).ifExists().execute();
}
