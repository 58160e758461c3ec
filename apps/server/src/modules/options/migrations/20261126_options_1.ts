import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';
import { DEFAULT_DURATIONS, DEFAULT_SIDE_OPEN_CAP, DEFAULT_SYMBOLS, DEFAULT_USER_OPEN_CAP } from '../options.defaults.js';

/** Options: durations and symbols (operator data), orders, and the open stake per side and per user (the caps). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  const raw = db as Kysely<Record<string, Record<string, unknown>>>;
  const now = 0;

  await s.createTable('option_durations')
    .addColumn('seconds', 'integer', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('min_stake_atoms', 'bigint', (c) => c.notNull())
    .addColumn('max_stake_atoms', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .execute();
  await raw.insertInto('option_durations').values(DEFAULT_DURATIONS.map((x) => ({
    seconds: x.seconds, enabled: 1, rate_bps: x.rateBps, min_stake_atoms: x.min, max_stake_atoms: x.max, updated_at: now, updated_by: null,
  }))).execute();

  await s.createTable('option_symbols')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('user_open_cap_atoms', 'bigint', (c) => c.notNull())
    .addColumn('side_open_cap_atoms', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'bigint')
    .execute();
  await raw.insertInto('option_symbols').values(DEFAULT_SYMBOLS.map((symbol) => ({
    symbol, enabled: 1, user_open_cap_atoms: DEFAULT_USER_OPEN_CAP, side_open_cap_atoms: DEFAULT_SIDE_OPEN_CAP, updated_at: now, updated_by: null,
  }))).execute();

  await withId(s.createTable('option_orders'), d)
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('price_decimals', 'integer', (c) => c.notNull())
    .addColumn('stake_atoms', 'bigint', (c) => c.notNull())
    .addColumn('payout_atoms', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('outcome', 'text')
    .addColumn('open_time', 'bigint', (c) => c.notNull())
    .addColumn('close_time', 'bigint', (c) => c.notNull())
    .addColumn('open_tick_id', 'bigint', (c) => c.notNull())
    .addColumn('open_atoms', 'bigint', (c) => c.notNull())
    .addColumn('close_tick_id', 'bigint')
    .addColumn('close_atoms', 'bigint')
    .addColumn('settled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Only open orders are due: a partial index keeps the settlement's look-ups small however long the history grows.
  await s.createIndex('option_orders_due').on('option_orders').columns(['close_time']).where(sql.ref('status'), '=', sql.lit('open')).execute();
  await s.createIndex('option_orders_user').on('option_orders').columns(['user_id', 'mode', 'status', 'id']).execute();
  await s.createIndex('option_orders_mode').on('option_orders').columns(['mode', 'status', 'id']).execute();

  await s.createTable('option_open_stake')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('stake_atoms', 'bigint', (c) => c.notNull().check(sql`stake_atoms >= 0`))
    .addPrimaryKeyConstraint('option_open_stake_pk', ['symbol', 'mode', 'direction'])
    .execute();
  await s.createTable('option_user_stake')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('stake_atoms', 'bigint', (c) => c.notNull().check(sql`stake_atoms >= 0`))
    .addPrimaryKeyConstraint('option_user_stake_pk', ['user_id', 'symbol', 'mode', 'direction'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['option_user_stake', 'option_open_stake', 'option_orders', 'option_symbols', 'option_durations']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
