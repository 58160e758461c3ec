import { DEFAULT_LANG, isLang, type ContentEntry, type ContentEntryDetail, type ContentItem, type ContentView, type Lang } from '@candor/shared';
import type { EntryRow, PublishedRow, ServedRow, VersionRow } from './content.repo.js';

const langOf = (v: string): Lang => (isLang(v) ? v : DEFAULT_LANG);

/** A served version as users read it. */
export function viewOf(r: ServedRow): ContentView {
  return {
    id: Number(r.entry_id), kind: r.kind, slug: r.slug, lang: langOf(r.lang), title: r.title, summary: r.summary, body: r.body,
    version: r.version, pinned: r.pinned === 1, sample: r.sample === 1,
    published_at: Math.max(Number(r.publish_at ?? 0), Number(r.published_at)),
  };
}

export function itemOf(r: ServedRow): ContentItem {
  const { body: _body, ...item } = viewOf(r);
  return item;
}

/** The asked language's served version, else English's: the language fallback in one place. */
export function pickLang<T extends { lang: string }>(rows: readonly T[], lang: Lang): T | undefined {
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === DEFAULT_LANG);
}

const versionOut = (v: VersionRow) => ({
  id: Number(v.id), lang: langOf(v.lang), version: v.version, title: v.title, summary: v.summary, body: v.body,
  sample: v.sample === 1, created_by: v.created_by === null ? null : Number(v.created_by), created_at: Number(v.created_at),
});

/** An entry for the back office: which version each language publishes, and which languages have a newer draft. */
export function entryOut(e: EntryRow, versions: readonly VersionRow[], published: readonly PublishedRow[]): ContentEntry {
  const mine = versions.filter((v) => Number(v.entry_id) === Number(e.id));
  const byId = new Map(mine.map((v) => [Number(v.id), v]));
  const pubs = published.filter((p) => Number(p.entry_id) === Number(e.id));
  const newest = new Map<string, VersionRow>();
  for (const v of mine) if ((newest.get(v.lang)?.version ?? 0) < v.version) newest.set(v.lang, v);
  const drafts = [...newest.values()].filter((v) => !pubs.some((p) => Number(p.version_id) === Number(v.id))).map((v) => langOf(v.lang));
  const title = (newest.get(DEFAULT_LANG) ?? [...newest.values()][0])?.title ?? '';
  return {
    id: Number(e.id), kind: e.kind, slug: e.slug, pinned: e.pinned === 1, publish_at: e.publish_at === null ? null : Number(e.publish_at),
    // Seeded sample content stays marked only while a sample version is what users read (or nothing is published yet).
    sample: pubs.length === 0 ? e.sample === 1 : pubs.some((p) => byId.get(Number(p.version_id))?.sample === 1), title, created_at: Number(e.created_at), updated_at: Number(e.updated_at),
    published: pubs.map((p) => ({
      lang: langOf(p.lang), version_id: Number(p.version_id), version: byId.get(Number(p.version_id))?.version ?? 0,
      published_by: p.published_by === null ? null : Number(p.published_by), published_at: Number(p.published_at),
    })),
    drafts: drafts.sort(),
  };
}

export function entryDetailOut(e: EntryRow, versions: readonly VersionRow[], published: readonly PublishedRow[]): ContentEntryDetail {
  return { ...entryOut(e, versions, published), versions: versions.filter((v) => Number(v.entry_id) === Number(e.id)).map(versionOut) };
}
