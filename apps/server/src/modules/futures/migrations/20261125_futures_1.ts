import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';
import { DEFAULT_CONTRACTS } from '../futures.defaults.js';

/** Futures: contracts (operator data), open interest per side, orders and positions, funding, insurance events, the engine's cursor. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await s.createTable('futures_contracts')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('contract_size_atoms', 'bigint', (c) => c.notNull())
    .addColumn('leverages', 'text', (c) => c.notNull())
    .addColumn('mm_tiers', 'text', (c) => c.notNull())
    .addColumn('maker_fee_bps', 'integer', (c) => c.notNull())
    .addColumn('taker_fee_bps', 'integer', (c) => c.notNull())
    .addColumn('liquidation_fee_bps', 'integer', (c) => c.notNull())
    .addColumn('max_lots', 'bigint', (c) => c.notNull())
    .addColumn('oi_cap_lots', 'bigint', (c) => c.notNull())
    .addColumn('funding_factor_ppm', 'integer', (c) => c.notNull())
    .addColumn('funding_exponent', 'integer', (c) => c.notNull())
    .addColumn('funding_cap_ppm', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .execute();

  await s.createTable('futures_open_interest')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('long_lots', 'bigint', (c) => c.notNull().check(sqlNonNegative('long_lots')))
    .addColumn('short_lots', 'bigint', (c) => c.notNull().check(sqlNonNegative('short_lots')))
    .addPrimaryKeyConstraint('futures_open_interest_pk', ['symbol', 'mode'])
    .execute();

  let t = withId(s.createTable('futures_positions'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('margin_mode', 'text', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('close_reason', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('parent_id', 'bigint')
    .addColumn('lots', 'bigint', (c) => c.notNull())
    .addColumn('contract_size_atoms', 'bigint', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    .addColumn('mm_rate_bps', 'integer', (c) => c.notNull())
    .addColumn('taker_fee_bps', 'integer', (c) => c.notNull())
    .addColumn('liquidation_fee_bps', 'integer', (c) => c.notNull());
  for (const col of ['limit_atoms', 'entry_atoms', 'close_atoms', 'tp_atoms', 'sl_atoms', 'trail_atoms', 'trail_peak_atoms', 'liq_atoms']) {
    t = t.addColumn(col, 'bigint');
  }
  for (const col of ['margin_atoms', 'fee_reserve_atoms', 'open_fee_atoms', 'close_fee_atoms', 'liquidation_fee_atoms', 'realized_pnl_atoms', 'funding_atoms']) {
    t = t.addColumn(col, 'bigint', (c) => c.notNull());
  }
  await t
    .addColumn('from_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await s.createIndex('futures_positions_user').on('futures_positions').columns(['user_id', 'mode', 'status', 'id']).execute();
  await s.createIndex('futures_positions_open').on('futures_positions').columns(['status', 'symbol']).execute();

  await withId(s.createTable('futures_funding_rates'), d)
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('rate_ppm', 'bigint', (c) => c.notNull())
    .addColumn('payer', 'text')
    .addColumn('long_value_atoms', 'bigint', (c) => c.notNull())
    .addColumn('short_value_atoms', 'bigint', (c) => c.notNull())
    .addColumn('mark_atoms', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('futures_funding_rates_period').on('futures_funding_rates').columns(['symbol', 'mode', 'period_start']).unique().execute();

  await withId(s.createTable('futures_funding_payments'), d)
    .addColumn('rate_id', 'bigint', (c) => c.notNull())
    .addColumn('position_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('futures_funding_payments_once').on('futures_funding_payments').columns(['rate_id', 'position_id']).unique().execute();
  await s.createIndex('futures_funding_payments_user').on('futures_funding_payments').columns(['user_id', 'mode', 'id']).execute();

  await withId(s.createTable('futures_insurance_events'), d)
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('position_id', 'bigint')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('platform_covered_atoms', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await s.createTable('futures_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();

  const raw = db as Kysely<Record<string, Record<string, unknown>>>;
  for (const c of DEFAULT_CONTRACTS) {
    await raw.insertInto('futures_contracts').values({ ...c, updated_at: 0, updated_by: null }).execute();
    for (const mode of ['real', 'demo']) await raw.insertInto('futures_open_interest').values({ symbol: c.symbol, mode, long_lots: 0, short_lots: 0 }).execute();
  }
}

function sqlNonNegative(col: string) {
  return sql`${sql.ref(col)} >= 0`;
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['futures_state', 'futures_insurance_events', 'futures_funding_payments', 'futures_funding_rates', 'futures_positions', 'futures_open_interest', 'futures_contracts']) {
    await db.schema.dropTable(t).execute();
  }
}
