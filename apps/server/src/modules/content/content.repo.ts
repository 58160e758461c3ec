import type { Insertable, Selectable } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import type { ContentEntriesTable, ContentKindColumn, ContentPublishedTable, ContentVersionsTable } from './content.tables.js';

export type EntryRow = Selectable<ContentEntriesTable>;
export type VersionRow = Selectable<ContentVersionsTable>;
export type PublishedRow = Selectable<ContentPublishedTable>;
/** A published version joined with its entry: what users may read. */
export type ServedRow = VersionRow & { kind: ContentKindColumn; slug: string | null; pinned: number; publish_at: number | null; published_at: number };

type Executor = Db | Tx;

/** SQL of the content module; only its service calls it. */
export function createContentRepo(db: Db) {
  /** Published versions whose scheduled time (if any) has come. */
  const served = (x: Executor, now: number) => x.selectFrom('content_published as p')
    .innerJoin('content_versions as v', 'v.id', 'p.version_id')
    .innerJoin('content_entries as e', 'e.id', 'p.entry_id')
    .where((w) => w.or([w('e.publish_at', 'is', null), w('e.publish_at', '<=', now)]))
    .selectAll('v')
    .select(['e.kind', 'e.slug', 'e.pinned', 'e.publish_at', 'p.published_at']);

  return {
    entry(x: Executor, id: number): Promise<EntryRow | undefined> {
      return x.selectFrom('content_entries').selectAll().where('id', '=', id).executeTakeFirst();
    },

    entryBySlug(x: Executor, slug: string): Promise<EntryRow | undefined> {
      return x.selectFrom('content_entries').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** Inserts an entry; undefined when its slug is taken (by another save, even at the same moment). */
    async insertEntry(tx: Tx, row: Insertable<ContentEntriesTable>): Promise<EntryRow | undefined> {
      return tx.insertInto('content_entries').values(row).onConflict((oc) => oc.column('slug').doNothing()).returningAll().executeTakeFirst();
    },

    async updateEntry(tx: Tx, id: number, set: Partial<Pick<EntryRow, 'pinned' | 'publish_at' | 'updated_at' | 'sample'>>): Promise<void> {
      await tx.updateTable('content_entries').set(set).where('id', '=', id).execute();
    },

    async entries(kind: ContentKindColumn | undefined, limit: number, offset: number): Promise<{ items: EntryRow[]; total: number }> {
      let base = db.selectFrom('content_entries');
      if (kind) base = base.where('kind', '=', kind);
      const items = await base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { n } = await base.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { items, total: Number(n) };
    },

    versions(x: Executor, entryIds: readonly number[]): Promise<VersionRow[]> {
      if (entryIds.length === 0) return Promise.resolve([]);
      return x.selectFrom('content_versions').selectAll().where('entry_id', 'in', entryIds).orderBy('id', 'desc').execute();
    },

    version(x: Executor, id: number): Promise<VersionRow | undefined> {
      return x.selectFrom('content_versions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async lastVersion(tx: Tx, entryId: number, lang: string): Promise<number> {
      const r = await tx.selectFrom('content_versions').select((e) => e.fn.max('version').as('n'))
        .where('entry_id', '=', entryId).where('lang', '=', lang).executeTakeFirst();
      return Number(r?.n ?? 0);
    },

    insertVersion(tx: Tx, row: Insertable<ContentVersionsTable>): Promise<VersionRow> {
      return tx.insertInto('content_versions').values(row).returningAll().executeTakeFirstOrThrow();
    },

    published(x: Executor, entryIds: readonly number[]): Promise<PublishedRow[]> {
      if (entryIds.length === 0) return Promise.resolve([]);
      return x.selectFrom('content_published').selectAll().where('entry_id', 'in', entryIds).execute();
    },

    async publish(tx: Tx, row: PublishedRow): Promise<void> {
      await tx.insertInto('content_published').values(row)
        .onConflict((oc) => oc.columns(['entry_id', 'lang']).doUpdateSet({ version_id: row.version_id, published_by: row.published_by, published_at: row.published_at }))
        .execute();
    },

    async unpublish(tx: Tx, entryId: number, lang: string): Promise<boolean> {
      const r = await tx.deleteFrom('content_published').where('entry_id', '=', entryId).where('lang', '=', lang).executeTakeFirst();
      return r.numDeletedRows > 0n;
    },

    /** The served versions of one entry, every language that has one. */
    servedOf(entryId: number, now: number): Promise<ServedRow[]> {
      return served(db, now).where('p.entry_id', '=', entryId).execute();
    },

    /** The entries of a kind that users may see (in any language), pinned first, newest visible first. */
    async servedEntries(kind: ContentKindColumn, now: number, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
      const visible = db.selectFrom('content_entries as e')
        .where('e.kind', '=', kind)
        .where((w) => w.or([w('e.publish_at', 'is', null), w('e.publish_at', '<=', now)]))
        .where((w) => w.exists(w.selectFrom('content_published as p').select('p.entry_id').whereRef('p.entry_id', '=', 'e.id')));
      const rows = await visible.select(['e.id']).orderBy('e.pinned', 'desc').orderBy((e) => e.fn.coalesce('e.publish_at', 'e.created_at'), 'desc')
        .orderBy('e.id', 'desc').limit(limit).offset(offset).execute();
      const { n } = await visible.select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return { ids: rows.map((r) => Number(r.id)), total: Number(n) };
    },

    /** The served versions of some entries in two languages (the asked one and the fallback). */
    servedIn(entryIds: readonly number[], langs: readonly string[], now: number): Promise<ServedRow[]> {
      if (entryIds.length === 0) return Promise.resolve([]);
      return served(db, now).where('p.entry_id', 'in', entryIds).where('p.lang', 'in', langs).execute();
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
