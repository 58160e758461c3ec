import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/** The kinds of content: an information page (found by slug), a news article, an announcement. */
export type ContentKindColumn = 'page' | 'article' | 'announcement';

/**
 * One page, article or announcement. Its texts are versions per language; users see only a published version, and
 * only once `publish_at` (if set) has passed on the clock. `sample` marks what a trial install seeded.
 */
export type ContentEntriesTable = {
  id: Generated<number>;
  kind: ContentKindColumn;
  /** Pages are found by it (unique); articles may have one (the seed's sample rows do, so seeding stays idempotent). */
  slug: string | null;
  pinned: Flag;
  publish_at: number | null;
  sample: Flag;
  created_by: number | null;
  created_at: number;
  updated_at: number;
};

/** Every save of a language of an entry is a new version, never an update: the history is the table. */
export type ContentVersionsTable = {
  id: Generated<number>;
  entry_id: number;
  lang: string;
  version: number;
  title: string;
  summary: string;
  /** HTML as sanitised on the server when it was saved. */
  body: string;
  sample: Flag;
  created_by: number | null;
  created_at: number;
};

/** The version of each language users see; no row, nothing is served in that language (English is the fallback). */
export type ContentPublishedTable = {
  entry_id: number;
  lang: string;
  version_id: number;
  published_by: number | null;
  published_at: number;
};

/** A public image of content: checked and re-encoded like every upload, but public (it is shown to everyone). */
export type ContentImagesTable = {
  id: Generated<number>;
  mime: string;
  width: number;
  height: number;
  size_bytes: number;
  data: Buffer;
  created_by: number | null;
  created_at: number;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    content_images: ContentImagesTable;
    content_entries: ContentEntriesTable;
    content_versions: ContentVersionsTable;
    content_published: ContentPublishedTable;
  }
}

/** The tables the content module owns. */
export const contentTables = ['content_entries', 'content_versions', 'content_published', 'content_images'] as const;
