import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Bank cards, bank withdrawals with their review, and the per-day requested total. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('bank_cards'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('branch_name', 'text', (c) => c.notNull())
    .addColumn('branch_number', 'text', (c) => c.notNull())
    .addColumn('card_number', 'text', (c) => c.notNull())
    .addColumn('swift', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull())
    .addColumn('payee_address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bank_cards_once', ['user_id', 'card_number'])
    .execute();

  await withId(s.createTable('bank_withdrawals'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('card_id', 'bigint', (c) => c.notNull())
    .addColumn('card_json', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
    .addColumn('fee_atoms', 'bigint', (c) => c.notNull().check(sql`fee_atoms >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('rate_atoms', 'bigint', (c) => c.notNull().check(sql`rate_atoms > 0`))
    .addColumn('currency_decimals', 'integer', (c) => c.notNull())
    .addColumn('fiat_atoms', 'bigint', (c) => c.notNull().check(sql`fiat_atoms >= 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('payment_ref', 'text')
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('bank_withdrawals_user').on('bank_withdrawals').columns(['user_id', 'id']).execute();
  await s.createIndex('bank_withdrawals_status').on('bank_withdrawals').columns(['status', 'id']).execute();

  await s.createTable('bank_day_totals')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bank_day_totals_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_day_totals').execute();
  await db.schema.dropTable('bank_withdrawals').execute();
  await db.schema.dropTable('bank_cards').execute();
}
