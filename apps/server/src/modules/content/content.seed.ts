import { AppError } from '../../platform/http/errors.js';
import { SAMPLE_NEWS, SAMPLE_PAGES } from './content.samples.js';
import type { ContentService } from './content.service.js';

/**
 * Seeds the sample pages and news of a trial install (never production): each published in English and marked
 * sample. A slug that exists already (seeded before, or the operator's own) is left alone, so a restart, or two
 * processes starting at once, seed each item once.
 */
export async function seedSamples(content: ContentService): Promise<number> {
  let seeded = 0;
  for (const s of [...SAMPLE_PAGES, ...SAMPLE_NEWS]) {
    let id: number;
    try {
      id = (await content.create({ kind: s.kind, slug: s.slug, pinned: s.pinned ?? false }, null, true)).id;
    } catch (err) {
      if (err instanceof AppError && err.key === 'content_slug_taken') continue;
      throw err;
    }
    const v = await content.saveVersion(id, { lang: 'en', title: s.title, summary: s.summary ?? '', body: s.body }, null, true);
    await content.publish(id, 'en', v.versionId, null);
    seeded += 1;
  }
  return seeded;
}
