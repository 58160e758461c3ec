import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

const USDT = (n: bigint): bigint => n * 10n ** 8n;

/** Loan products (with three sample terms), the limits row, loans and the per-user commitment. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('loan_products'), d)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('term_days', 'integer', (c) => c.notNull().check(sql`term_days >= 2`))
    .addColumn('daily_rate_ppm', 'integer', (c) => c.notNull().check(sql`daily_rate_ppm >= 0`))
    .addColumn('penalty_rate_ppm', 'integer', (c) => c.notNull().check(sql`penalty_rate_ppm >= daily_rate_ppm`))
    .addColumn('min_amount_atoms', 'bigint', (c) => c.notNull().check(sql`min_amount_atoms > 0`))
    .addColumn('max_amount_atoms', 'bigint', (c) => c.notNull().check(sql`max_amount_atoms >= min_amount_atoms`))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await s.createTable('loan_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('basic_limit_atoms', 'bigint', (c) => c.notNull().check(sql`basic_limit_atoms >= 0`))
    .addColumn('advanced_limit_atoms', 'bigint', (c) => c.notNull().check(sql`advanced_limit_atoms >= basic_limit_atoms`))
    .addColumn('approval_threshold_atoms', 'bigint', (c) => c.notNull().check(sql`approval_threshold_atoms > 0`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .execute();

  await withId(s.createTable('loans'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('principal_atoms', 'bigint', (c) => c.notNull().check(sql`principal_atoms > 0`))
    .addColumn('term_days', 'integer', (c) => c.notNull())
    .addColumn('daily_rate_ppm', 'integer', (c) => c.notNull())
    .addColumn('penalty_rate_ppm', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('outstanding_atoms', 'bigint', (c) => c.notNull().check(sql`outstanding_atoms >= 0`))
    .addColumn('interest_due_atoms', 'bigint', (c) => c.notNull().check(sql`interest_due_atoms >= 0`))
    .addColumn('interest_charged_atoms', 'bigint', (c) => c.notNull())
    .addColumn('penalty_charged_atoms', 'bigint', (c) => c.notNull())
    .addColumn('repaid_atoms', 'bigint', (c) => c.notNull())
    .addColumn('days_charged', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('due_at', 'bigint')
    .addColumn('last_repaid_at', 'bigint')
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('loans_user').on('loans').columns(['user_id', 'id']).execute();
  await s.createIndex('loans_status_due').on('loans').columns(['status', 'due_at']).execute();

  await s.createTable('loan_commitments')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey())
    .addColumn('committed_atoms', 'bigint', (c) => c.notNull().check(sql`committed_atoms >= 0`))
    .execute();

  const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await raw.insertInto('loan_settings').values({
    id: 1, basic_limit_atoms: USDT(1_000n), advanced_limit_atoms: USDT(10_000n), approval_threshold_atoms: USDT(2_000n), updated_at: 0, updated_by: null,
  }).execute();
  const products = [
    { name: '7 days', term_days: 7, daily_rate_ppm: 1_000, penalty_rate_ppm: 5_000 },
    { name: '15 days', term_days: 15, daily_rate_ppm: 800, penalty_rate_ppm: 5_000 },
    { name: '30 days', term_days: 30, daily_rate_ppm: 600, penalty_rate_ppm: 5_000 },
  ];
  for (const p of products) {
    await raw.insertInto('loan_products').values({ ...p, min_amount_atoms: USDT(50n), max_amount_atoms: USDT(10_000n), enabled: 1, created_at: 0, updated_at: 0 }).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loan_commitments').execute();
  await db.schema.dropTable('loans').execute();
  await db.schema.dropTable('loan_settings').execute();
  await db.schema.dropTable('loan_products').execute();
}
