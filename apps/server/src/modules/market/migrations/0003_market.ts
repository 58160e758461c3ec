import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Price ticks (append-only), candles derived from them, the ticks settlements cite, and favourites. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('ticks'), d)
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('volume_atoms', 'bigint', (c) => c.notNull())
    .addColumn('ts', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('ticks_symbol_ts').on('ticks').columns(['symbol', 'ts']).execute();

  await s.createTable('candles')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('open_time', 'bigint', (c) => c.notNull())
    .addColumn('open_atoms', 'bigint', (c) => c.notNull())
    .addColumn('high_atoms', 'bigint', (c) => c.notNull())
    .addColumn('low_atoms', 'bigint', (c) => c.notNull())
    .addColumn('close_atoms', 'bigint', (c) => c.notNull())
    .addColumn('volume_atoms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('candles_pk', ['symbol', 'interval', 'open_time'])
    .execute();

  // A settlement (option, futures close, liquidation) cites the ticks it used; retention keeps them forever.
  await s.createTable('tick_citations')
    .addColumn('tick_id', 'bigint', (c) => c.notNull().references('ticks.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tick_citations_pk', ['tick_id', 'subject'])
    .execute();

  await s.createTable('favorites')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'symbol'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['favorites', 'tick_citations', 'candles', 'ticks']) await db.schema.dropTable(t).execute();
}
