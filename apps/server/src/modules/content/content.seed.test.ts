import { INFO_PAGE_SLUGS, type ContentItem, type ContentView } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test/admin.js';
import { call } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const CLAIMS = /licen[cs]ed by|regulated by|authori[sz]ed by|award-winning|our partners? (is|are)|certified by/i;

describe('content: the sample content of a trial install', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.start();
  }, 120_000);
  afterAll(async () => { await t.close(); });

  it('publishes every information page and agreement, marked sample, claiming nothing', async () => {
    for (const slug of INFO_PAGE_SLUGS) {
      const p = dataOf(await call<ContentView>(t.app, 'GET', `content/pages/${slug}`, undefined, { lang: 'kr' }));
      // The agreements ship in every language (the app's sample wording), the other pages in English.
      expect(p, slug).toMatchObject({ slug, lang: slug.endsWith('agreement') ? 'kr' : 'en', sample: true, kind: 'page' });
      expect(p.body, slug).toMatch(/Sample text|샘플|견본|예시/);
      expect(p.body, slug).not.toMatch(CLAIMS);
    }
  });

  it('ships a few sample articles and announcements, the pinned notice first', async () => {
    const news = dataOf(await call<{ items: ContentItem[] }>(t.app, 'GET', 'news/list'));
    const notices = dataOf(await call<{ items: ContentItem[] }>(t.app, 'GET', 'news/announcement'));
    expect(news.items.length).toBeGreaterThanOrEqual(2);
    expect(notices.items[0]).toMatchObject({ pinned: true, sample: true });
    for (const i of [...news.items, ...notices.items]) expect(i.title).toMatch(/\(sample (article|notice)\)/);
  });

  it('seeds once: a second start adds nothing', async () => {
    const count = async () => (await t.app.platform.db.selectFrom('content_entries').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    await t.app.start();
    expect(Number(await count())).toBe(before);
  }, 120_000);
});
