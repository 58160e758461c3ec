import type { ContentEntryDetail, ContentItem, ContentView } from '@candor/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOfRole, dataOf, expect999, superadmin, type SignedIn } from '../../test/admin.js';
import { call, registerUser } from '../../test/client.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('content: versions, publication, languages', () => {
  let t: TestApp;
  let root: SignedIn;
  let operator: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    root = await superadmin(t);
    operator = await adminOfRole(t, root, 'operator');
  });
  afterAll(async () => { await t.close(); });

  const admin = <T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, token = operator.token) =>
    call<T>(t.app, method, path, body, { token });
  const create = async (body: Record<string, unknown>) => dataOf(await admin<ContentEntryDetail>('POST', 'admin/content', body));
  const save = async (id: number, lang: string, title: string, body: string) =>
    dataOf(await admin<ContentEntryDetail>('POST', `admin/content/${id}/versions`, { lang, title, body }));
  const newest = (e: ContentEntryDetail, lang: string) => e.versions.find((v) => v.lang === lang)!;
  const publish = async (id: number, lang: string, versionId: number) =>
    dataOf(await admin<ContentEntryDetail>('POST', `admin/content/${id}/publish`, { lang, version_id: versionId }));
  const page = (slug: string, lang = 'en') => call<ContentView>(t.app, 'GET', `content/pages/${slug}`, undefined, { lang });

  it('keeps every save as a version, serves only the published one, never a draft', async () => {
    const e = await create({ kind: 'page', slug: 'tax' });
    const v1 = newest(await save(e.id, 'en', 'Tax', '<p>First</p>'), 'en');
    expect((await page('tax')).status).toBe(404);
    await publish(e.id, 'en', v1.id);
    const d2 = await save(e.id, 'en', 'Tax v2', '<p>Second</p>');
    expect(d2.versions.map((v) => [v.lang, v.version, v.title])).toEqual([['en', 2, 'Tax v2'], ['en', 1, 'Tax']]);
    expect(d2.drafts).toEqual(['en']);
    expect(d2.published).toMatchObject([{ lang: 'en', version_id: v1.id, version: 1, published_by: operator.id }]);
    // The draft is not served: users still read version 1.
    expect(dataOf(await page('tax'))).toMatchObject({ title: 'Tax', body: '<p>First</p>', version: 1, lang: 'en', sample: false });
    const after = await publish(e.id, 'en', newest(d2, 'en').id);
    expect(after.drafts).toEqual([]);
    expect(dataOf(await page('tax'))).toMatchObject({ title: 'Tax v2', version: 2 });
    // Unpublishing withdraws it from users; the history stays.
    const un = dataOf(await admin<ContentEntryDetail>('POST', `admin/content/${e.id}/unpublish`, { lang: 'en' }));
    expect(un.published).toEqual([]);
    expect(un.versions).toHaveLength(2);
    expect((await page('tax')).status).toBe(404);
  });

  it('serves the asked language, else English, and nothing when neither is published', async () => {
    const e = await create({ kind: 'page', slug: 'legal' });
    const de = newest(await save(e.id, 'de', 'Impressum', '<p>Deutsch</p>'), 'de');
    await publish(e.id, 'de', de.id);
    expect((await page('legal', 'fr')).status).toBe(404);
    const en = newest(await save(e.id, 'en', 'Legal notice', '<p>English</p>'), 'en');
    await publish(e.id, 'en', en.id);
    expect(dataOf(await page('legal', 'de'))).toMatchObject({ lang: 'de', title: 'Impressum' });
    expect(dataOf(await page('legal', 'fr'))).toMatchObject({ lang: 'en', title: 'Legal notice' });
    expect(dataOf(await page('legal', 'jp'))).toMatchObject({ lang: 'en' });
  });

  it('strips scripts, handlers and unsafe links before storing', async () => {
    const e = await create({ kind: 'page', slug: 'faq' });
    const html = '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>'
      + '<img src="data:image/png;base64,AAAA"><img src="/api/content/images/7" onerror="x()"><img src="https://tracker.example/p.gif"><iframe src="https://e.vil"></iframe><style>p{}</style>';
    const v = newest(await save(e.id, 'en', 'FAQ', html), 'en');
    expect(v.body).not.toMatch(/script|onclick|onerror|javascript:|data:|iframe|style/i);
    expect(v.body).toContain('<p>Hi</p>');
    expect(v.body).toContain('<img src="/api/content/images/7" />');
    expect(v.body).not.toContain('tracker');
    const onlyScript = await admin('POST', `admin/content/${e.id}/versions`, { lang: 'en', title: 'x', body: '<script>alert(1)</script>' });
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body).toMatchObject({ code: 8805 });
  });

  it('publishes a scheduled article only when the clock reaches its time; pinned first', async () => {
    const at = t.clock.now() + 3_600_000;
    const later = await create({ kind: 'article', publish_at: at });
    await publish(later.id, 'en', newest(await save(later.id, 'en', 'Scheduled', '<p>Later</p>'), 'en').id);
    const now = await create({ kind: 'article' });
    await publish(now.id, 'en', newest(await save(now.id, 'en', 'Now', '<p>Now</p>'), 'en').id);
    const pinned = await create({ kind: 'article', pinned: '1' });
    await publish(pinned.id, 'en', newest(await save(pinned.id, 'en', 'Pinned', '<p>Top</p>'), 'en').id);
    const list = async () => dataOf(await call<{ total: number; items: ContentItem[] }>(t.app, 'GET', 'news/list'));
    expect((await list()).items.map((i) => i.title)).toEqual(['Pinned', 'Now']);
    expect((await call(t.app, 'GET', 'news/detail', { id: later.id })).status).toBe(404);
    t.clock.advance(3_600_000);
    const l = await list();
    expect(l.total).toBe(3);
    expect(l.items.map((i) => i.title)).toEqual(['Pinned', 'Scheduled', 'Now']);
    expect(dataOf(await call<ContentView>(t.app, 'GET', 'news/detail', { id: later.id }))).toMatchObject({ title: 'Scheduled', published_at: at, body: '<p>Later</p>' });
    // An article is not an announcement, and a page is not news.
    expect(dataOf(await call<{ total: number }>(t.app, 'GET', 'news/announcement')).total).toBe(0);
  });

  it('numbers concurrent saves one after the other', async () => {
    const e = await create({ kind: 'announcement' });
    const res = await Promise.all(Array.from({ length: 8 }, (_, i) => admin('POST', `admin/content/${e.id}/versions`, { lang: 'en', title: `v${i}`, body: '<p>x</p>' })));
    for (const r of res) expect([200, 409]).toContain(r.status);
    const d = dataOf(await admin<ContentEntryDetail>('GET', `admin/content/${e.id}`));
    expect(d.versions.map((v) => v.version).sort((a, b) => a - b)).toEqual(d.versions.map((_, i) => i + 1));
    expect(d.versions.length).toBe(res.filter((r) => r.status === 200).length);
  });

  it('is for operators only, audits writes, and refuses bad input without a 5xx', async () => {
    const user = await registerUser(t.app);
    expect999(await admin('GET', 'admin/content', undefined, user.token));
    expect999(await call(t.app, 'POST', 'admin/content', { kind: 'article' }));
    const finance = await adminOfRole(t, root, 'finance');
    expect((await admin('GET', 'admin/content', undefined, finance.token)).body).toMatchObject({ code: 9003 });
    const e = await create({ kind: 'page', slug: 'stock' });
    expect((await admin('POST', 'admin/content', { kind: 'page', slug: 'stock' })).body).toMatchObject({ code: 8803 });
    expect((await admin('POST', 'admin/content', { kind: 'page' })).body).toMatchObject({ code: 8802 });
    const rows = await t.app.platform.db.selectFrom('audit_log').selectAll().where('target', '=', `content:${e.id}`).execute();
    expect(rows.map((r) => r.action)).toEqual(['content.create']);
    const bad: [string, Record<string, unknown>][] = [
      ['admin/content', { kind: 'poem' }], ['admin/content', { kind: 'page', slug: '../etc' }], ['admin/content', { kind: 'article', publish_at: '-5' }],
      [`admin/content/${e.id}/versions`, { lang: 'xx', title: 'a', body: 'b' }], [`admin/content/${e.id}/versions`, { lang: 'en', title: '', body: 'b' }],
      [`admin/content/${e.id}/versions`, { lang: 'en', title: 'a', body: 'x'.repeat(200_001) }], [`admin/content/${e.id}/publish`, { lang: 'en', version_id: '0' }],
      [`admin/content/${e.id}/publish`, { lang: 'en', version_id: '999999' }], ['admin/content/999999/versions', { lang: 'en', title: 'a', body: '<p>b</p>' }],
      ['admin/content/abc', {}],
    ];
    for (const [path, body] of bad) {
      const r = await admin('POST', path, body);
      expect(r.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
    }
    for (const q of [{ id: 'x' }, { id: '-1' }, {}, { id: '99999999' }]) expect((await call(t.app, 'GET', 'news/detail', q)).status).toBeLessThan(500);
    expect((await call(t.app, 'GET', 'content/pages/NOT A SLUG')).status).toBeLessThan(500);
  });

  it('refuses publishing a version of another entry or language', async () => {
    const a = await create({ kind: 'article' });
    const b = await create({ kind: 'article' });
    const va = newest(await save(a.id, 'en', 'A', '<p>a</p>'), 'en');
    expect((await admin('POST', `admin/content/${b.id}/publish`, { lang: 'en', version_id: va.id })).body).toMatchObject({ code: 8804 });
    expect((await admin('POST', `admin/content/${a.id}/publish`, { lang: 'de', version_id: va.id })).body).toMatchObject({ code: 8804 });
  });
});
