import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

const USDT = (n: bigint): bigint => n * 10n ** 8n;

/** C2C: settings, payment kinds (bank card and e-wallets), merchants, their payment methods, ads, orders and their chat. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await s.createTable('c2c_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('bond_asset', 'text', (c) => c.notNull())
    .addColumn('bond_atoms', 'bigint', (c) => c.notNull().check(sql`bond_atoms >= 0`))
    .addColumn('appeal_threshold_atoms', 'bigint', (c) => c.notNull().check(sql`appeal_threshold_atoms >= 0`))
    .addColumn('daily_cancel_limit', 'integer', (c) => c.notNull().check(sql`daily_cancel_limit >= 1`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .execute();

  await s.createTable('c2c_pay_kinds')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await withId(s.createTable('c2c_merchants'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('nickname', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('bond_asset', 'text', (c) => c.notNull())
    .addColumn('bond_atoms', 'bigint', (c) => c.notNull().check(sql`bond_atoms >= 0`))
    .addColumn('bond_seq', 'integer', (c) => c.notNull())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(s.createTable('c2c_pay_methods'), d)
    .addColumn('merchant_id', 'bigint', (c) => c.notNull())
    .addColumn('pay_type', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('bank', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('c2c_pay_methods_merchant').on('c2c_pay_methods').columns(['merchant_id']).execute();

  await withId(s.createTable('c2c_ads'), d)
    .addColumn('merchant_id', 'bigint', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('fiat', 'text', (c) => c.notNull())
    .addColumn('price_type', 'text', (c) => c.notNull())
    .addColumn('fixed_price_atoms', 'bigint')
    .addColumn('margin_bps', 'integer')
    .addColumn('min_atoms', 'bigint', (c) => c.notNull().check(sql`min_atoms > 0`))
    .addColumn('max_atoms', 'bigint', (c) => c.notNull().check(sql`max_atoms >= min_atoms`))
    .addColumn('available_atoms', 'bigint', (c) => c.notNull().check(sql`available_atoms >= 0`))
    .addColumn('pay_method_ids', 'text', (c) => c.notNull())
    .addColumn('payment_window', 'integer', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('c2c_ads_market').on('c2c_ads').columns(['status', 'side', 'coin', 'fiat']).execute();
  await s.createIndex('c2c_ads_merchant').on('c2c_ads').columns(['merchant_id', 'id']).execute();

  await withId(s.createTable('c2c_orders'), d)
    .addColumn('ad_id', 'bigint', (c) => c.notNull())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull())
    .addColumn('merchant_user_id', 'bigint', (c) => c.notNull())
    .addColumn('merchant_nickname', 'text', (c) => c.notNull())
    .addColumn('taker_id', 'bigint', (c) => c.notNull())
    .addColumn('buyer_id', 'bigint', (c) => c.notNull())
    .addColumn('seller_id', 'bigint', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('fiat', 'text', (c) => c.notNull())
    .addColumn('price_atoms', 'bigint', (c) => c.notNull().check(sql`price_atoms > 0`))
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
    .addColumn('quantity_atoms', 'bigint', (c) => c.notNull().check(sql`quantity_atoms > 0`))
    .addColumn('value_usdt_atoms', 'bigint', (c) => c.notNull())
    .addColumn('limit_text', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'text', (c) => c.notNull())
    .addColumn('pay_account', 'text')
    .addColumn('pay_holder', 'text')
    .addColumn('pay_bank', 'text')
    .addColumn('payment_window', 'integer', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status between 1 and 5`))
    .addColumn('deadline_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('proof_id', 'bigint')
    .addColumn('released_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('cancel_reason', 'text')
    .addColumn('appeal_by', 'text')
    .addColumn('appeal_reason', 'text')
    .addColumn('appeal_proof_id', 'bigint')
    .addColumn('appeal_at', 'bigint')
    .addColumn('decision', 'text')
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('buyer_read_id', 'bigint', (c) => c.notNull())
    .addColumn('seller_read_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('c2c_orders_buyer').on('c2c_orders').columns(['buyer_id', 'id']).execute();
  await s.createIndex('c2c_orders_seller').on('c2c_orders').columns(['seller_id', 'id']).execute();
  await s.createIndex('c2c_orders_merchant').on('c2c_orders').columns(['merchant_id', 'status']).execute();
  await s.createIndex('c2c_orders_status_deadline').on('c2c_orders').columns(['status', 'deadline_at']).execute();

  await withId(s.createTable('c2c_messages'), d)
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('sender_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    .addColumn('image_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('c2c_messages_order').on('c2c_messages').columns(['order_id', 'id']).execute();

  const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await raw.insertInto('c2c_settings').values({
    id: 1, bond_asset: 'USDT', bond_atoms: USDT(1_000n), appeal_threshold_atoms: USDT(5_000n), daily_cancel_limit: 3, updated_at: 0, updated_by: null,
  }).execute();
  const kinds = [
    { code: 'bank_card', name: 'Bank card', kind: 'bank' }, { code: 'bank_transfer', name: 'Bank transfer', kind: 'bank' },
    { code: 'paypal', name: 'PayPal', kind: 'ewallet' }, { code: 'wise', name: 'Wise', kind: 'ewallet' },
    { code: 'revolut', name: 'Revolut', kind: 'ewallet' }, { code: 'alipay', name: 'Alipay', kind: 'ewallet' },
    { code: 'wechat', name: 'WeChat Pay', kind: 'ewallet' },
  ];
  let sort = 0;
  for (const k of kinds) await raw.insertInto('c2c_pay_kinds').values({ ...k, enabled: 1, sort: sort++ }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['c2c_messages', 'c2c_orders', 'c2c_ads', 'c2c_pay_methods', 'c2c_merchants', 'c2c_pay_kinds', 'c2c_settings']) {
    await db.schema.dropTable(t).execute();
  }
}
