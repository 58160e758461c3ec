import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MARKETS } from '@candor/shared';

/**
 * The markets as data: every market of the shared code list (the seed, source 'seed') and the spot markets the
 * operator lists later (source 'listed'). No price column: a listed market's price comes from its trades.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('market_listings')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('price_decimals', 'integer', (c) => c.notNull())
    .addColumn('qty_decimals', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('listed_by', 'bigint')
    .addColumn('listed_at', 'bigint', (c) => c.notNull())
    .execute();
  for (const m of MARKETS) {
    await sql`insert into market_listings (symbol, base, quote, name, kind, price_decimals, qty_decimals, source, listed_by, listed_at)
      values (${m.symbol}, ${m.base}, ${m.quote}, ${m.name}, ${m.kind}, ${m.priceDecimals}, ${m.qtyDecimals}, 'seed', null, 0)
      on conflict do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_listings').execute();
}
