import type { Kysely } from 'kysely';
import { dialectOf, withId } from '../../../platform/db/migrations/helpers.js';

/** Content entries, their versions per language (the history) and the published version of each language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = await dialectOf(db);
  const s = db.schema;

  await withId(s.createTable('content_entries'), d)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    .addColumn('pinned', 'integer', (c) => c.notNull())
    .addColumn('publish_at', 'bigint')
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('content_entries_slug').on('content_entries').column('slug').unique().execute();
  await s.createIndex('content_entries_kind').on('content_entries').columns(['kind', 'id']).execute();

  await withId(s.createTable('content_versions'), d)
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('sample', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Version numbers count per entry and language; two saves at once cannot take the same number.
  await s.createIndex('content_versions_number').on('content_versions').columns(['entry_id', 'lang', 'version']).unique().execute();

  await s.createTable('content_published')
    .addColumn('entry_id', 'bigint', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('version_id', 'bigint', (c) => c.notNull())
    .addColumn('published_by', 'bigint')
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_published_pk', ['entry_id', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_published').execute();
  await db.schema.dropTable('content_versions').execute();
  await db.schema.dropTable('content_entries').execute();
}
