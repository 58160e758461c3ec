import { AppError } from '../../platform/http/errors.js';
import { LANGS, SAMPLE_AGREEMENTS, SAMPLE_NEWS, SAMPLE_PAGES, type Sample } from './content.samples.js';
import type { ContentService } from './content.service.js';

type Texts = Partial<Record<(typeof LANGS)[number], { title: string; summary?: string; body: string }>>;

/** Creates one sample entry and publishes its texts; false when its slug exists (seeded before, or the operator's own). */
async function seedOne(content: ContentService, s: Pick<Sample, 'kind' | 'slug' | 'pinned'>, texts: Texts): Promise<boolean> {
  let id: number;
  try {
    id = (await content.create({ kind: s.kind, slug: s.slug, pinned: s.pinned ?? false }, null, true)).id;
  } catch (err) {
    if (err instanceof AppError && err.key === 'content_slug_taken') return false;
    throw err;
  }
  for (const lang of LANGS) {
    const text = texts[lang];
    if (!text) continue;
    const v = await content.saveVersion(id, { lang, title: text.title, summary: text.summary ?? '', body: text.body }, null, true);
    await content.publish(id, lang, v.versionId, null);
  }
  return true;
}

/**
 * Seeds the sample pages and news of a trial install (never production), each published and marked sample: the
 * information pages and news in English, the agreements in every language. A slug that exists is left alone, so a
 * restart, or two processes starting at once, seed each item once.
 */
export async function seedSamples(content: ContentService): Promise<number> {
  let seeded = 0;
  for (const s of [...SAMPLE_PAGES, ...SAMPLE_NEWS]) if (await seedOne(content, s, { en: s })) seeded += 1;
  for (const [slug, texts] of Object.entries(SAMPLE_AGREEMENTS)) if (await seedOne(content, { kind: 'page', slug }, texts)) seeded += 1;
  return seeded;
}
