import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/**
 * Sample fiat rates (units per 1 USDT) so a trial install can show the fiat swap. They are operator data, marked
 * `sample` until an operator sets them in the back office; they are not market prices.
 */
const SAMPLE_FIAT_RATES: { code: string; rate: bigint; decimals: number }[] = [
  { code: 'USD', rate: 1_00000000n, decimals: 2 },
  { code: 'EUR', rate: 92000000n, decimals: 2 },
  { code: 'GBP', rate: 79000000n, decimals: 2 },
  { code: 'JPY', rate: 150_00000000n, decimals: 0 },
  { code: 'HKD', rate: 7_80000000n, decimals: 2 },
  { code: 'AUD', rate: 1_52000000n, decimals: 2 },
];

/** Swap quotes (single use, short-lived), completed swaps, and the operator's fiat rates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await s.createTable('swap_quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_asset', 'text', (c) => c.notNull())
    .addColumn('to_asset', 'text', (c) => c.notNull())
    .addColumn('from_price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('to_price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('price_unit', 'text', (c) => c.notNull())
    .addColumn('spread_bps', 'integer', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  // Expired quotes are pruned by age.
  await s.createIndex('swap_quotes_expiry').on('swap_quotes').column('expires_at').execute();

  await withId(s.createTable('swap_orders'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quote_id', 'text', (c) => c.notNull())
    .addColumn('from_asset', 'text', (c) => c.notNull())
    .addColumn('to_asset', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('gross_atoms', 'bigint', (c) => c.notNull())
    .addColumn('fee_atoms', 'bigint', (c) => c.notNull())
    .addColumn('receive_atoms', 'bigint', (c) => c.notNull())
    .addColumn('from_price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('to_price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('price_unit', 'text', (c) => c.notNull())
    .addColumn('spread_bps', 'integer', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One swap per quote, held by the database as well as by the service.
  await s.createIndex('swap_orders_quote').on('swap_orders').column('quote_id').unique().execute();
  await s.createIndex('swap_orders_user').on('swap_orders').columns(['user_id', 'mode', 'id']).execute();

  await s.createTable('fiat_rates')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('rate_atoms', 'bigint', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  const raw = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const r of SAMPLE_FIAT_RATES) {
    await raw.insertInto('fiat_rates').values({
      code: r.code, rate_atoms: r.rate, decimals: r.decimals, enabled: 1, sample: 1, updated_by: null, updated_at: 0,
    }).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fiat_rates').execute();
  await db.schema.dropTable('swap_orders').execute();
  await db.schema.dropTable('swap_quotes').execute();
}
