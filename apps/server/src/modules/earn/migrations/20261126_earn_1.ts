import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';
import { DEFAULT_MINING, DEFAULT_QUANTIFY, DEFAULT_TRUST, DEFAULT_UPLAN } from '../earn.defaults.js';

/** Earn: trust products and orders, the U plan, quantify plans, rates and orders, mining machines and leases, payouts, fundings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  const product = (name: string) => withId(s.createTable(name), d)
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'bigint');
  const atoms = ['min_atoms', 'max_atoms', 'quota_atoms', 'quota_used_atoms'] as const;

  let tp = product('earn_trust_products').addColumn('coin', 'text', (c) => c.notNull()).addColumn('agreements', 'text', (c) => c.notNull())
    .addColumn('cycle_days', 'integer', (c) => c.notNull()).addColumn('daily_rate_ppm', 'integer', (c) => c.notNull());
  for (const col of atoms) tp = tp.addColumn(col, 'bigint', (c) => c.notNull());
  await tp.addCheckConstraint('earn_trust_quota', sqlCheck('quota_used_atoms >= 0 and quota_used_atoms <= quota_atoms')).execute();

  let to = withId(s.createTable('earn_trust_orders'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull()).addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pending_from_day', 'integer', (c) => c.notNull()).addColumn('daily_rate_ppm', 'integer', (c) => c.notNull())
    .addColumn('cycle_days', 'integer', (c) => c.notNull()).addColumn('days_paid', 'integer', (c) => c.notNull());
  for (const col of ['principal_atoms', 'pending_add_atoms', 'accrued_atoms', 'reserved_atoms', 'penalty_atoms', 'returned_atoms']) to = to.addColumn(col, 'bigint', (c) => c.notNull());
  await to.addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('maturity_at', 'bigint', (c) => c.notNull()).addColumn('closed_at', 'bigint').addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('earn_trust_orders_user').on('earn_trust_orders').columns(['user_id', 'status', 'id']).execute();
  await s.createIndex('earn_trust_orders_open').on('earn_trust_orders').columns(['status', 'id']).execute();

  await s.createTable('earn_uplan_settings').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('daily_rate_ppm', 'integer', (c) => c.notNull()).addColumn('paused', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull()).addColumn('updated_by', 'bigint').execute();

  let up = s.createTable('earn_uplans').addColumn('user_id', 'bigint', (c) => c.primaryKey()).addColumn('enabled', 'integer', (c) => c.notNull());
  for (const col of ['keep_atoms', 'balance_atoms', 'earning_atoms', 'reserved_atoms', 'income_atoms']) up = up.addColumn(col, 'bigint', (c) => c.notNull());
  await up.addColumn('rate_ppm', 'integer', (c) => c.notNull()).addColumn('day_start', 'bigint').addColumn('last_sweep_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull()).addColumn('version', 'integer', (c) => c.notNull()).execute();

  let qp = product('earn_quantify_plans').addColumn('coin', 'text', (c) => c.notNull()).addColumn('descriptions', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull()).addColumn('rate_min_ppm', 'integer', (c) => c.notNull())
    .addColumn('rate_max_ppm', 'integer', (c) => c.notNull()).addColumn('exit_ratio_ppm', 'integer', (c) => c.notNull());
  for (const col of atoms) qp = qp.addColumn(col, 'bigint', (c) => c.notNull());
  await qp.addCheckConstraint('earn_quantify_quota', sqlCheck('quota_used_atoms >= 0 and quota_used_atoms <= quota_atoms')).execute();

  await s.createTable('earn_quantify_rates').addColumn('plan_id', 'bigint', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull())
    .addColumn('rate_ppm', 'integer', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('earn_quantify_rates_pk', ['plan_id', 'day']).execute();

  let qo = withId(s.createTable('earn_quantify_orders'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull()).addColumn('plan_id', 'bigint', (c) => c.notNull())
    .addColumn('coin', 'text', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull()).addColumn('rate_min_ppm', 'integer', (c) => c.notNull())
    .addColumn('rate_max_ppm', 'integer', (c) => c.notNull()).addColumn('exit_ratio_ppm', 'integer', (c) => c.notNull())
    .addColumn('days_paid', 'integer', (c) => c.notNull());
  for (const col of ['amount_atoms', 'income_atoms', 'reserved_atoms', 'penalty_atoms', 'returned_atoms']) qo = qo.addColumn(col, 'bigint', (c) => c.notNull());
  await qo.addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull()).addColumn('closed_at', 'bigint').addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('earn_quantify_orders_user').on('earn_quantify_orders').columns(['user_id', 'status', 'id']).execute();
  await s.createIndex('earn_quantify_orders_open').on('earn_quantify_orders').columns(['status', 'id']).execute();

  await product('earn_mining_machines').addColumn('descriptions', 'text', (c) => c.notNull())
    .addColumn('price_coin', 'text', (c) => c.notNull()).addColumn('price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('output_coin', 'text', (c) => c.notNull()).addColumn('daily_output_atoms', 'bigint', (c) => c.notNull())
    .addColumn('term_days', 'integer', (c) => c.notNull()).addColumn('stock', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull())
    .addCheckConstraint('earn_mining_stock', sqlCheck('sold >= 0 and sold <= stock')).execute();

  let ml = withId(s.createTable('earn_mining_leases'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull()).addColumn('machine_id', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull()).addColumn('price_coin', 'text', (c) => c.notNull())
    .addColumn('output_coin', 'text', (c) => c.notNull()).addColumn('term_days', 'integer', (c) => c.notNull())
    .addColumn('days_paid', 'integer', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull());
  for (const col of ['price_paid_atoms', 'daily_output_atoms', 'output_paid_atoms', 'reserved_atoms']) ml = ml.addColumn(col, 'bigint', (c) => c.notNull());
  await ml.addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull()).addColumn('version', 'integer', (c) => c.notNull()).execute();
  await s.createIndex('earn_mining_leases_user').on('earn_mining_leases').columns(['user_id', 'status', 'id']).execute();
  await s.createIndex('earn_mining_leases_open').on('earn_mining_leases').columns(['status', 'id']).execute();

  await withId(s.createTable('earn_payouts'), d)
    .addColumn('kind', 'text', (c) => c.notNull()).addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull()).addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('day_index', 'integer', (c) => c.notNull()).addColumn('day', 'text', (c) => c.notNull())
    .addColumn('rate_ppm', 'integer', (c) => c.notNull()).addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull()).execute();
  await s.createIndex('earn_payouts_once').on('earn_payouts').columns(['kind', 'order_id', 'day_index']).unique().execute();
  await s.createIndex('earn_payouts_user').on('earn_payouts').columns(['user_id', 'day']).execute();
  await s.createIndex('earn_payouts_day').on('earn_payouts').columns(['day', 'coin', 'kind']).execute();

  await withId(s.createTable('earn_fundings'), d)
    .addColumn('coin', 'text', (c) => c.notNull()).addColumn('amount_atoms', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'bigint', (c) => c.notNull()).addColumn('decided_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('decided_at', 'bigint').execute();

  const raw = db as Kysely<Record<string, Record<string, unknown>>>;
  const meta = { paused: 0, created_at: 0, updated_at: 0, updated_by: null };
  for (const p of DEFAULT_TRUST) {
    await raw.insertInto('earn_trust_products').values({ ...p, ...meta, names: JSON.stringify(p.names), agreements: JSON.stringify(p.agreements), quota_used_atoms: 0n }).execute();
  }
  for (const p of DEFAULT_QUANTIFY) {
    await raw.insertInto('earn_quantify_plans').values({ ...p, ...meta, names: JSON.stringify(p.names), descriptions: JSON.stringify(p.descriptions), quota_used_atoms: 0n }).execute();
  }
  for (const m of DEFAULT_MINING) {
    await raw.insertInto('earn_mining_machines').values({ ...m, ...meta, names: JSON.stringify(m.names), descriptions: JSON.stringify(m.descriptions), sold: 0 }).execute();
  }
  await raw.insertInto('earn_uplan_settings').values({ id: 1, ...DEFAULT_UPLAN, paused: 0, updated_at: 0, updated_by: null }).execute();
}

function sqlCheck(text: string) {
  return sql.raw(text);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['earn_fundings', 'earn_payouts', 'earn_mining_leases', 'earn_mining_machines', 'earn_quantify_orders', 'earn_quantify_rates',
    'earn_quantify_plans', 'earn_uplans', 'earn_uplan_settings', 'earn_trust_orders', 'earn_trust_products']) {
    await db.schema.dropTable(t).execute();
  }
}
