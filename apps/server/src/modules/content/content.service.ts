import type { ContentEntry, ContentEntryDetail, ContentItem, ContentKind, ContentView, Lang } from '@candor/shared';
import { DEFAULT_LANG } from '@candor/shared';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/errors.js';
import { ContentImages } from './content.images.js';
import { createContentRepo, type ContentRepo } from './content.repo.js';
import { hasContent, sanitizeBody } from './content.sanitize.js';
import { entryDetailOut, entryOut, itemOf, pickLang, viewOf } from './content.views.js';

export type EntryInput = { pinned?: boolean | undefined; publish_at?: number | null | undefined };
export type NewEntryInput = EntryInput & { kind: ContentKind; slug?: string | undefined };
export type VersionInput = { lang: Lang; title: string; summary?: string | undefined; body: string };
/** Who wrote it: an admin, or the install's sample seed (null). */
export type Author = number | null;

/**
 * The operator's pages, articles and announcements. Every save is a new version of one language; users see only the
 * published version of their language (else English's), and an article only once its scheduled time has come on
 * the clock. Nothing here touches money.
 */
export class ContentService {
  readonly repo: ContentRepo;
  readonly images: ContentImages;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly transactions: Transactions) {
    this.repo = createContentRepo(db);
    this.images = new ContentImages(db, clock);
  }

  // ---- users' reads ----

  async page(slug: string, lang: Lang): Promise<ContentView> {
    const entry = await this.repo.entryBySlug(this.db, slug);
    if (entry?.kind !== 'page') throw new AppError('content_not_found');
    const row = pickLang(await this.repo.servedOf(Number(entry.id), this.clock.now()), lang);
    if (!row) throw new AppError('content_not_found');
    return viewOf(row);
  }

  async list(kind: 'article' | 'announcement', lang: Lang, limit: number, offset: number): Promise<{ total: number; items: ContentItem[] }> {
    const now = this.clock.now();
    const { ids, total } = await this.repo.servedEntries(kind, now, limit, offset);
    const rows = await this.repo.servedIn(ids, [lang, DEFAULT_LANG], now);
    const items = ids.flatMap((id) => {
      const row = pickLang(rows.filter((r) => Number(r.entry_id) === id), lang);
      return row ? [itemOf(row)] : [];
    });
    return { total, items };
  }

  async detail(id: number, lang: Lang): Promise<ContentView> {
    const entry = await this.repo.entry(this.db, id);
    if (!entry || entry.kind === 'page') throw new AppError('content_not_found');
    const row = pickLang(await this.repo.servedOf(id, this.clock.now()), lang);
    if (!row) throw new AppError('content_not_found');
    return viewOf(row);
  }

  // ---- the back office ----

  async entries(kind: ContentKind | undefined, limit: number, offset: number): Promise<{ total: number; items: ContentEntry[] }> {
    const { items, total } = await this.repo.entries(kind, limit, offset);
    const ids = items.map((e) => Number(e.id));
    const [versions, published] = await Promise.all([this.repo.versions(this.db, ids), this.repo.published(this.db, ids)]);
    return { total, items: items.map((e) => entryOut(e, versions, published)) };
  }

  async entry(id: number): Promise<ContentEntryDetail> {
    const e = await this.repo.entry(this.db, id);
    if (!e) throw new AppError('content_not_found');
    const [versions, published] = await Promise.all([this.repo.versions(this.db, [id]), this.repo.published(this.db, [id])]);
    return entryDetailOut(e, versions, published);
  }

  async create(input: NewEntryInput, by: Author, sample = false): Promise<ContentEntryDetail> {
    if (input.kind === 'page' && !input.slug) throw new AppError('content_slug_required');
    const now = this.clock.now();
    const row = await this.transactions.run((tx) => this.repo.insertEntry(tx, {
      kind: input.kind, slug: input.slug ?? null, pinned: input.pinned ? 1 : 0, publish_at: input.publish_at ?? null,
      sample: sample ? 1 : 0, created_by: by, created_at: now, updated_at: now,
    }));
    if (!row) throw new AppError('content_slug_taken');
    return this.entry(Number(row.id));
  }

  async update(id: number, input: EntryInput): Promise<{ before: ContentEntry; after: ContentEntryDetail }> {
    const before = await this.entry(id);
    await this.transactions.run((tx) => this.repo.updateEntry(tx, id, {
      ...(input.pinned === undefined ? {} : { pinned: input.pinned ? 1 : 0 }),
      ...(input.publish_at === undefined ? {} : { publish_at: input.publish_at }),
      updated_at: this.clock.now(),
    }));
    return { before, after: await this.entry(id) };
  }

  /** A new version (draft) of one language; the body is sanitised first and must still say something. */
  async saveVersion(id: number, input: VersionInput, by: Author, sample = false): Promise<{ versionId: number; version: number }> {
    const body = sanitizeBody(input.body);
    if (!hasContent(body)) throw new AppError('content_body_empty');
    const now = this.clock.now();
    try {
      return await this.transactions.run(async (tx) => {
        // Touching the entry first takes its row lock (PostgreSQL) so two saves number their versions one after the other.
        await this.repo.updateEntry(tx, id, { updated_at: now });
        if (!(await this.repo.entry(tx, id))) throw new AppError('content_not_found');
        const version = (await this.repo.lastVersion(tx, id, input.lang)) + 1;
        const row = await this.repo.insertVersion(tx, {
          entry_id: id, lang: input.lang, version, title: input.title.trim(), summary: (input.summary ?? '').trim(), body,
          sample: sample ? 1 : 0, created_by: by, created_at: now,
        });
        return { versionId: Number(row.id), version };
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      // The unique (entry, language, version) index refused a save that raced another: nothing was stored.
      if (/unique|duplicate/i.test(String((err as Error).message))) throw new AppError('content_busy');
      throw err;
    }
  }

  /** Publishes a version of its language: users see it from now (or from the entry's scheduled time). */
  async publish(id: number, lang: Lang, versionId: number, by: Author): Promise<{ previous: number | null }> {
    return this.transactions.run(async (tx) => {
      const v = await this.repo.version(tx, versionId);
      if (!v || Number(v.entry_id) !== id || v.lang !== lang) throw new AppError('content_version_not_found');
      const previous = (await this.repo.published(tx, [id])).find((p) => p.lang === lang);
      await this.repo.publish(tx, { entry_id: id, lang, version_id: versionId, published_by: by, published_at: this.clock.now() });
      await this.repo.updateEntry(tx, id, { updated_at: this.clock.now() });
      return { previous: previous ? Number(previous.version_id) : null };
    });
  }

  async unpublish(id: number, lang: Lang): Promise<boolean> {
    if (!(await this.repo.entry(this.db, id))) throw new AppError('content_not_found');
    return this.transactions.run((tx) => this.repo.unpublish(tx, id, lang));
  }
}
