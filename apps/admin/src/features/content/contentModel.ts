import type { ContentEntry, ContentVersion, Lang } from '@candor/shared';

/** The content editor as plain functions: what the forms send, what they refuse, and how an entry reads. */

export type EntryFormValues = { pinned?: boolean; publish_at?: string | null };

const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** A `datetime-local` value read as UTC (the back office shows and takes times in UTC), or null when empty or invalid. */
export function utcMsOf(local: string | null | undefined): number | null {
  if (!local) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return Number.isNaN(ms) ? null : ms;
}

/** The `datetime-local` value of a UTC time. */
export function utcLocalOf(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  return new Date(ms).toISOString().slice(0, 16);
}

/** The body of a create or settings save: pinned, and the scheduled time ('' publishes at once). */
export function entryBody(v: EntryFormValues): { pinned: boolean; publish_at: number | '' } {
  return { pinned: v.pinned === true, publish_at: utcMsOf(v.publish_at) ?? '' };
}

export function newEntryErrors(v: { kind?: unknown; slug?: unknown; publish_at?: unknown }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.kind !== 'page' && v.kind !== 'article' && v.kind !== 'announcement') errors['kind'] = 'Required.';
  const slug = typeof v.slug === 'string' ? v.slug.trim() : '';
  if (v.kind === 'page' && slug === '') errors['slug'] = 'A page needs a slug.';
  else if (slug !== '' && !SLUG.test(slug)) errors['slug'] = 'Lower-case letters, digits and dashes (at most 60).';
  if (typeof v.publish_at === 'string' && v.publish_at !== '' && utcMsOf(v.publish_at) === null) errors['publish_at'] = 'A date and time (UTC).';
  return errors;
}

export function versionErrors(v: { title: string; body: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.title.trim() === '') errors['title'] = 'Required.';
  else if (v.title.length > 200) errors['title'] = 'At most 200 characters.';
  if (v.body.trim() === '') errors['body'] = 'Required.';
  else if (v.body.length > 200_000) errors['body'] = 'At most 200,000 characters.';
  return errors;
}

/** Whether users can see the entry now: some language published, and its scheduled time (if any) passed. */
export function visibility(e: Pick<ContentEntry, 'published' | 'publish_at'>, now: number): 'live' | 'scheduled' | 'unpublished' {
  if (e.published.length === 0) return 'unpublished';
  return e.publish_at !== null && e.publish_at > now ? 'scheduled' : 'live';
}

/** The newest version of a language (what the editor starts from), if any. */
export function newestOf(versions: readonly ContentVersion[], lang: Lang): ContentVersion | undefined {
  return versions.filter((v) => v.lang === lang).sort((a, b) => b.version - a.version)[0];
}

/** The HTML an uploaded image adds at the end of a body (its alt text from the file's name). */
export function imageTag(url: string, fileName: string): string {
  const alt = fileName.replace(/\.[a-z0-9]+$/i, '').replace(/[^\p{L}\p{N} _-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `<img src="${url}" alt="${alt}" />`;
}
