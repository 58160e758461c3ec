import type { Lang } from '@candor/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import type { ContentService } from './content.service.js';

const LANGS_USED: readonly Lang[] = ['en', 'de', 'fr'];
type Cmd =
  | { op: 'save'; lang: Lang }
  | { op: 'publish'; lang: Lang; pick: number }
  | { op: 'unpublish'; lang: Lang }
  | { op: 'schedule'; inMs: number | null }
  | { op: 'tick'; ms: number };

const lang = fc.constantFrom(...LANGS_USED);
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ op: fc.constant('save' as const), lang }),
  fc.record({ op: fc.constant('publish' as const), lang, pick: fc.nat(20) }),
  fc.record({ op: fc.constant('unpublish' as const), lang }),
  fc.record({ op: fc.constant('schedule' as const), inMs: fc.option(fc.integer({ min: -3_600_000, max: 3_600_000 }), { nil: null }) }),
  fc.record({ op: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 3_600_000 }) }),
);

/**
 * Any sequence of saves, publications, withdrawals, schedules and clock moves: users read exactly the published version
 * of their language, else English's, never a draft, and nothing before the scheduled time; versions count 1, 2, 3...
 * per language.
 */
describe('content: what users read, as a state machine', () => {
  let t: TestApp;
  let content: ContentService;
  beforeAll(async () => {
    t = await createTestApp();
    content = t.app.services.content;
  });
  afterAll(async () => { await t.close(); });

  const served = async (id: number, l: Lang): Promise<string | null> => {
    try {
      return (await content.detail(id, l)).title;
    } catch (err) {
      if (err instanceof AppError && err.key === 'content_not_found') return null;
      throw err;
    }
  };

  it('holds for random command sequences', async () => {
    await fc.assert(fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 25 }), async (cmds) => {
      const { id } = await content.create({ kind: 'announcement' }, 1);
      const versions = new Map<Lang, { id: number; title: string }[]>(LANGS_USED.map((l) => [l, []]));
      const published = new Map<Lang, string>();
      let publishAt: number | null = null;
      for (const c of cmds) {
        if (c.op === 'save') {
          const list = versions.get(c.lang) ?? [];
          const title = `${c.lang} ${list.length + 1} of ${id}`;
          const v = await content.saveVersion(id, { lang: c.lang, title, body: `<p>${title}</p>` }, 1);
          expect(v.version).toBe(list.length + 1);
          list.push({ id: v.versionId, title });
        } else if (c.op === 'publish') {
          const list = versions.get(c.lang) ?? [];
          const v = list[c.pick % Math.max(list.length, 1)];
          if (!v) continue;
          await content.publish(id, c.lang, v.id, 1);
          published.set(c.lang, v.title);
        } else if (c.op === 'unpublish') {
          await content.unpublish(id, c.lang);
          published.delete(c.lang);
        } else if (c.op === 'schedule') {
          publishAt = c.inMs === null ? null : t.clock.now() + c.inMs;
          await content.update(id, { publish_at: publishAt });
        } else {
          t.clock.advance(c.ms);
        }
        const visible = publishAt === null || publishAt <= t.clock.now();
        for (const l of LANGS_USED) {
          const expected = visible ? (published.get(l) ?? published.get('en') ?? null) : null;
          expect(await served(id, l), `${l} after ${JSON.stringify(c)}`).toBe(expected);
        }
      }
    }), { numRuns: dialectUnderTest === 'postgres' ? 10 : 25 });
  }, 180_000);
});
