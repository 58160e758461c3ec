import { z } from 'zod';
import { LANGS } from '../enums.js';
import { idField, idParams, pageQuery, paged, text, wholeNumber } from './common.js';
import { route } from './contract.js';

/**
 * The API contract of the content module: the operator's information pages, agreements, news articles and
 * announcements. Users read only published versions (in their language, else English); the back office writes
 * versions (every save one), publishes one per language, schedules and pins.
 */

const tags = ['content'];

/** The kinds of content: an information page (by slug), a news article, an announcement (notice). */
export const CONTENT_KINDS = ['page', 'article', 'announcement'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * The information pages of routes.md and the two agreements the registration page links, by slug; the user app
 * opens `/pages/profile/<slug>` (the agreements at their login paths).
 */
export const INFO_PAGE_SLUGS = [
  'notification', 'faq', 'privacy', 'legal', 'supervision', 'white-paper', 'registeration', 'articles', 'stock',
  'good-certificate', 'tax', 'team-honor', 'user-agreement', 'privacy-agreement',
] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** A slug: lower-case letters, digits and dashes. */
export const contentSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, { message: 'invalid_request' });
const langField = z.enum(LANGS);

/** A published text as users read it: `lang` is the language served (English when the asked one has none). */
export const contentView = z.object({
  id: z.number(), kind: z.enum(CONTENT_KINDS), slug: z.string().nullable(), lang: langField,
  title: z.string(), summary: z.string(), body: z.string().describe('HTML, sanitised on the server'),
  version: z.number(), pinned: z.boolean(), sample: z.boolean().describe('sample text shipped with a trial install'),
  published_at: z.number().describe('when it became visible (the scheduled time, else the publication)'),
});
export type ContentView = z.output<typeof contentView>;

/** A line of the news or announcement list (no body). */
export const contentItem = contentView.omit({ body: true });
export type ContentItem = z.output<typeof contentItem>;

/** One saved version of one language of an entry. */
export const contentVersion = z.object({
  id: z.number(), lang: langField, version: z.number(), title: z.string(), summary: z.string(), body: z.string(),
  sample: z.boolean(), created_by: z.number().nullable(), created_at: z.number(),
});
export type ContentVersion = z.output<typeof contentVersion>;

/** Which version of a language is published. */
export const contentPublication = z.object({
  lang: langField, version_id: z.number(), version: z.number(), published_by: z.number().nullable(), published_at: z.number(),
});
export type ContentPublication = z.output<typeof contentPublication>;

/** An entry as the back office lists it. */
export const contentEntry = z.object({
  id: z.number(), kind: z.enum(CONTENT_KINDS), slug: z.string().nullable(), pinned: z.boolean(),
  publish_at: z.number().nullable().describe('scheduled publication (ms, UTC); null: as soon as a version is published'),
  sample: z.boolean(), title: z.string().describe('the newest English title, else any'), created_at: z.number(), updated_at: z.number(),
  published: z.array(contentPublication), drafts: z.array(langField).describe('languages whose newest version is not the published one'),
});
export type ContentEntry = z.output<typeof contentEntry>;

/** An entry with its history (every version, newest first). */
export const contentEntryDetail = contentEntry.extend({ versions: z.array(contentVersion) });
export type ContentEntryDetail = z.output<typeof contentEntryDetail>;

const flag = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false'])]).optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === '1' || v === 'true'));
/** A time in ms, or '' / null to clear it. */
const when = z.union([z.literal(''), z.null(), wholeNumber(0, 8_640_000_000_000_000)]).optional()
  .transform((v) => (v === '' ? null : v));

export const contentEntryBody = z.object({
  pinned: flag,
  publish_at: when.describe('scheduled publication time in ms (UTC); empty to publish at once'),
});
export const newContentBody = contentEntryBody.extend({
  kind: z.enum(CONTENT_KINDS),
  slug: contentSlug.optional().describe('required for a page; unique'),
});
export const contentVersionBody = z.object({
  lang: langField,
  title: text(200).pipe(z.string().min(1, { message: 'invalid_request' })),
  summary: text(500).optional(),
  body: z.string().max(200_000, { message: 'invalid_request' }).describe('HTML; sanitised (scripts, handlers and foreign schemes dropped)'),
});
export const publishBody = z.object({ lang: langField, version_id: idField });
export const unpublishBody = z.object({ lang: langField });

const newsQuery = pageQuery;

/** An image uploaded for content: public, at `url`, to use in a body's img. */
export const contentImage = z.object({
  id: z.number(), url: z.string(), mime: z.string(), width: z.number(), height: z.number(), size_bytes: z.number(),
  created_by: z.number().nullable(), created_at: z.number(),
});
export type ContentImage = z.output<typeof contentImage>;

/** Users' reads (public; the `lang` header picks the language) and the back office's editor (resource content). */
export const contentRoutes = {
  page: route({
    method: 'GET', path: '/content/pages/:slug', tags, access: 'public',
    summary: 'A published information page or agreement in the request\'s language (else English)',
    params: z.object({ slug: contentSlug }), response: contentView,
  }),
  news: route({
    method: 'GET', path: '/news/list', tags, access: 'public',
    summary: 'Published news articles, pinned first, newest first', query: newsQuery, response: paged(contentItem),
  }),
  announcements: route({
    method: 'GET', path: '/news/announcement', tags, access: 'public',
    summary: 'Published announcements (the notice ticker and notice pages), pinned first, newest first', query: newsQuery, response: paged(contentItem),
  }),
  detail: route({
    method: 'GET', path: '/news/detail', tags, access: 'public',
    summary: 'One published article or announcement', query: z.object({ id: idField }), response: contentView,
  }),
  image: route({
    method: 'GET', path: '/content/images/:id', tags, access: 'public',
    summary: 'A content image (the image bytes, not the envelope); public, cached', params: idParams, response: null,
  }),
  uploadImage: route({
    method: 'POST', path: '/admin/content/images', tags: ['admin'], access: 'admin',
    summary: 'Upload an image for content (multipart, one JPEG, PNG or WebP file, at most 5 MB; re-encoded, public)', response: contentImage,
  }),
  adminList: route({
    method: 'GET', path: '/admin/content', tags: ['admin'], access: 'admin', summary: 'Content entries of a kind, newest first',
    query: pageQuery.extend({ kind: z.enum(CONTENT_KINDS).optional() }), response: paged(contentEntry),
  }),
  adminGet: route({
    method: 'GET', path: '/admin/content/:id', tags: ['admin'], access: 'admin', summary: 'An entry with every version (history)',
    params: idParams, response: contentEntryDetail,
  }),
  create: route({
    method: 'POST', path: '/admin/content', tags: ['admin'], access: 'admin', summary: 'A new page, article or announcement (no version yet)',
    body: newContentBody, response: contentEntryDetail,
  }),
  update: route({
    method: 'POST', path: '/admin/content/:id', tags: ['admin'], access: 'admin', summary: 'Pin or unpin; schedule the publication',
    params: idParams, body: contentEntryBody, response: contentEntryDetail,
  }),
  saveVersion: route({
    method: 'POST', path: '/admin/content/:id/versions', tags: ['admin'], access: 'admin',
    summary: 'Save a new version (a draft) of one language; the body is sanitised', params: idParams, body: contentVersionBody, response: contentEntryDetail,
  }),
  publish: route({
    method: 'POST', path: '/admin/content/:id/publish', tags: ['admin'], access: 'admin',
    summary: 'Publish one version of a language (it replaces the published one)', params: idParams, body: publishBody, response: contentEntryDetail,
  }),
  unpublish: route({
    method: 'POST', path: '/admin/content/:id/unpublish', tags: ['admin'], access: 'admin',
    summary: 'Withdraw a language from users (its versions stay)', params: idParams, body: unpublishBody, response: contentEntryDetail,
  }),
} as const;
