import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/**
 * The withdraw address book, withdrawal requests with their review, the per-day request counter and the fund
 * password's failure counter. Counters are rows, not in-process state, so their limits hold across API nodes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('withdraw_addresses'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('withdraw_addresses_once', ['user_id', 'asset', 'network', 'address'])
    .execute();

  await withId(s.createTable('withdrawals'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
    .addColumn('fee_atoms', 'bigint', (c) => c.notNull().check(sql`fee_atoms >= 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('tx_hash', 'text')
    .addColumn('first_approved_by', 'bigint')
    .addColumn('first_approved_at', 'bigint')
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'id']).execute();
  await s.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();

  await s.createTable('withdrawal_day_counts')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('withdrawal_day_counts_pk', ['user_id', 'day'])
    .execute();

  await s.createTable('fund_password_guards')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fund_password_guards').execute();
  await db.schema.dropTable('withdrawal_day_counts').execute();
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('withdraw_addresses').execute();
}
