import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** The published rate (20 % to start), the days paid and the commissions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  await withId(s.createTable('referral_rates'), d)
    .addColumn('rate_bps', 'integer', (c) => c.notNull().check(sql`rate_bps >= 0 and rate_bps <= 10000`))
    .addColumn('effective_day', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createTable('referral_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('referrers', 'integer', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(s.createTable('referral_commissions'), d)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('referrer_id', 'bigint', (c) => c.notNull())
    .addColumn('invitee_id', 'bigint', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('fee_atoms', 'bigint', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms >= 0`))
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('referral_commissions_once', ['day', 'referrer_id', 'invitee_id', 'asset'])
    .execute();
  await s.createIndex('referral_commissions_referrer').on('referral_commissions').columns(['referrer_id', 'day']).execute();
  await db.insertInto('referral_rates' as never).values({ rate_bps: 2000, effective_day: '2000-01-01', created_by: null, created_at: 0 } as never).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['referral_commissions', 'referral_days', 'referral_rates']) await db.schema.dropTable(t).ifExists().execute();
}
