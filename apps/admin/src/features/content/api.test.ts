import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../api/dataProvider';
import { answer, asked, ok, withStoredToken } from '../../api/testkit';
import { contentData, publishVersion, saveVersion, unpublishLang, updateEntry } from './api';

const provider = createDataProvider({ content: { data: contentData } });

describe('the content routes', () => {
  withStoredToken();

  it('lists by kind, opens an entry and creates one with its schedule in UTC', async () => {
    const seen = answer(ok({ total: 1, items: [{ id: 3, kind: 'page' }] }), ok({ id: 3, kind: 'page', versions: [] }), ok({ id: 4, kind: 'article' }));
    expect((await provider.getList('content', { pagination: { page: 2, perPage: 10 }, filter: { kind: 'page' }, sort: { field: 'id', order: 'DESC' } })).total).toBe(1);
    expect((await provider.getOne('content', { id: 3 })).data).toMatchObject({ id: 3 });
    await provider.create('content', { data: { kind: 'article', pinned: true, publish_at: '2026-11-25T09:30' } });
    expect(asked(seen)).toEqual([
      'GET /api/admin/content?page=2&limit=10&kind=page',
      'GET /api/admin/content/3',
      `POST /api/admin/content {"kind":"article","pinned":true,"publish_at":${Date.UTC(2026, 10, 25, 9, 30)}}`,
    ]);
  });

  it('saves versions, publishes, unpublishes and changes settings', async () => {
    const seen = answer(ok({ id: 3 }), ok({ id: 3 }), ok({ id: 3 }), ok({ id: 3 }));
    await saveVersion(3, { lang: 'de', title: 'T', summary: '', body: '<p>x</p>' });
    await publishVersion(3, 'de', 9);
    await unpublishLang(3, 'de');
    await updateEntry(3, { pinned: false, publish_at: '' });
    expect(asked(seen)).toEqual([
      'POST /api/admin/content/3/versions {"lang":"de","title":"T","summary":"","body":"<p>x</p>"}',
      'POST /api/admin/content/3/publish {"lang":"de","version_id":9}',
      'POST /api/admin/content/3/unpublish {"lang":"de"}',
      'POST /api/admin/content/3 {"pinned":false,"publish_at":""}',
    ]);
  });
});
