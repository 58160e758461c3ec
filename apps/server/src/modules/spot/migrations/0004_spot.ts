import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Spot orders and the trades between them. Amounts are bigint atoms; prices in quote atoms per base unit. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('spot_orders'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('tif', 'text', (c) => c.notNull())
    .addColumn('price_atoms', 'bigint')
    .addColumn('qty_atoms', 'bigint')
    .addColumn('budget_atoms', 'bigint')
    .addColumn('filled_atoms', 'bigint', (c) => c.notNull())
    .addColumn('quote_filled_atoms', 'bigint', (c) => c.notNull())
    .addColumn('fee_atoms', 'bigint', (c) => c.notNull())
    .addColumn('locked_atoms', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('spot_orders_user').on('spot_orders').columns(['user_id', 'mode', 'status', 'id']).execute();
  await s.createIndex('spot_orders_book').on('spot_orders').columns(['symbol', 'mode', 'status']).execute();

  await withId(s.createTable('spot_trades'), d)
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('qty_atoms', 'bigint', (c) => c.notNull())
    .addColumn('quote_atoms', 'bigint', (c) => c.notNull())
    .addColumn('taker_side', 'text', (c) => c.notNull())
    .addColumn('maker_order_id', 'bigint', (c) => c.notNull())
    .addColumn('taker_order_id', 'bigint', (c) => c.notNull())
    .addColumn('buyer_fee_atoms', 'bigint', (c) => c.notNull())
    .addColumn('seller_fee_atoms', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('spot_trades_symbol').on('spot_trades').columns(['symbol', 'mode', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spot_trades').execute();
  await db.schema.dropTable('spot_orders').execute();
}
