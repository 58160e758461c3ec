import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Default per-coin amounts a user may withdraw in a UTC day without advanced KYC (atoms, 8 places); operator data. */
const THRESHOLDS: readonly [string, bigint][] = [
  ['USDT', 2_000n * 10n ** 8n],
  ['USDC', 2_000n * 10n ** 8n],
  ['ETH', 1n * 10n ** 8n],
  ['BTC', 5n * 10n ** 6n],
];

/** KYC submissions (the user's history, one pending per level) and the per-coin withdrawal thresholds. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  await withId(s.createTable('kyc_submissions'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('basic', 'advanced')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('id_type', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('front_upload_id', 'bigint')
    .addColumn('back_upload_id', 'bigint')
    .addColumn('selfie_upload_id', 'bigint')
    .addColumn('address_upload_id', 'bigint')
    .addColumn('address', 'text')
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('kyc_submissions_user').on('kyc_submissions').columns(['user_id', 'level', 'id']).execute();
  await s.createIndex('kyc_submissions_status').on('kyc_submissions').columns(['status', 'id']).execute();
  // At most one submission under review per user and level, whatever races the requests run.
  await sql`create unique index kyc_submissions_one_pending on kyc_submissions (user_id, level) where status = 'pending'`.execute(db);

  await s.createTable('kyc_withdraw_thresholds')
    .addColumn('asset', 'text', (c) => c.primaryKey())
    .addColumn('daily_atoms', 'bigint', (c) => c.notNull().check(sql`daily_atoms >= 0`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const raw = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const [asset, atoms] of THRESHOLDS) {
    await raw.insertInto('kyc_withdraw_thresholds').values({ asset, daily_atoms: atoms, updated_at: 0 }).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_withdraw_thresholds').ifExists().execute();
  await db.schema.dropTable('kyc_submissions').ifExists().execute();
}
