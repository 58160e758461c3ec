import { sql, type Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Causes, charity NFTs, their numbered editions and the payouts from charity accounts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;
  await withId(s.createTable('nft_causes'), d)
    .addColumn('name_i18n', 'text', (c) => c.notNull())
    .addColumn('story_i18n', 'text', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(s.createTable('nft_items'), d)
    .addColumn('cause_id', 'bigint', (c) => c.notNull())
    .addColumn('title_i18n', 'text', (c) => c.notNull())
    .addColumn('story_i18n', 'text', (c) => c.notNull())
    .addColumn('image_upload_id', 'bigint')
    .addColumn('price_atoms', 'bigint', (c) => c.notNull().check(sql`price_atoms > 0`))
    .addColumn('edition_size', 'integer', (c) => c.notNull().check(sql`edition_size > 0`))
    .addColumn('sold', 'integer', (c) => c.notNull().check(sql`sold >= 0 AND sold <= edition_size`))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await withId(s.createTable('nft_editions'), d)
    .addColumn('nft_id', 'bigint', (c) => c.notNull())
    .addColumn('edition_no', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'bigint', (c) => c.notNull())
    .addColumn('price_atoms', 'bigint', (c) => c.notNull())
    .addColumn('bought_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('nft_editions_number').on('nft_editions').columns(['nft_id', 'edition_no']).unique().execute();
  await s.createIndex('nft_editions_owner').on('nft_editions').columns(['owner_id', 'id']).execute();
  await withId(s.createTable('nft_payouts'), d)
    .addColumn('cause_id', 'bigint', (c) => c.notNull())
    .addColumn('amount_atoms', 'bigint', (c) => c.notNull().check(sql`amount_atoms > 0`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['nft_payouts', 'nft_editions', 'nft_items', 'nft_causes']) await db.schema.dropTable(t).execute();
}
