import { describe, expect, it } from 'vitest';
import { entryBody, imageTag, newEntryErrors, newestOf, utcLocalOf, utcMsOf, versionErrors, visibility } from './contentModel';

describe('the content editor model', () => {
  it('reads and writes scheduled times in UTC', () => {
    expect(utcMsOf('2026-11-25T09:30')).toBe(Date.UTC(2026, 10, 25, 9, 30));
    expect(utcLocalOf(Date.UTC(2026, 10, 25, 9, 30))).toBe('2026-11-25T09:30');
    for (const bad of ['', null, undefined, 'tomorrow', '2026-11-25 09:30']) expect(utcMsOf(bad)).toBeNull();
    expect(entryBody({ pinned: true, publish_at: '2026-11-25T09:30' })).toEqual({ pinned: true, publish_at: Date.UTC(2026, 10, 25, 9, 30) });
    expect(entryBody({})).toEqual({ pinned: false, publish_at: '' });
  });

  it('asks a page for a slug and checks its shape', () => {
    expect(newEntryErrors({ kind: 'page' })).toEqual({ slug: 'A page needs a slug.' });
    expect(newEntryErrors({ kind: 'page', slug: 'Tax Page' })).toHaveProperty('slug');
    expect(newEntryErrors({ kind: 'page', slug: 'tax' })).toEqual({});
    expect(newEntryErrors({ kind: 'article' })).toEqual({});
    expect(newEntryErrors({})).toEqual({ kind: 'Required.' });
    expect(newEntryErrors({ kind: 'article', publish_at: 'soon' })).toEqual({ publish_at: 'A date and time (UTC).' });
  });

  it('needs a title and a body', () => {
    expect(versionErrors({ title: ' ', body: '' })).toEqual({ title: 'Required.', body: 'Required.' });
    expect(versionErrors({ title: 'x'.repeat(201), body: 'b' })).toEqual({ title: 'At most 200 characters.' });
    expect(versionErrors({ title: 'Tax', body: '<p>x</p>' })).toEqual({});
  });

  it('says whether users see an entry', () => {
    const pub = [{ lang: 'en' as const, version_id: 1, version: 1, published_by: 1, published_at: 0 }];
    expect(visibility({ published: [], publish_at: null }, 10)).toBe('unpublished');
    expect(visibility({ published: pub, publish_at: 20 }, 10)).toBe('scheduled');
    expect(visibility({ published: pub, publish_at: 5 }, 10)).toBe('live');
  });

  it('finds the newest version of a language', () => {
    const v = (lang: 'en' | 'de', version: number) => ({ id: version, lang, version, title: '', summary: '', body: '', sample: false, created_by: null, created_at: 0 });
    expect(newestOf([v('en', 1), v('en', 3), v('de', 5), v('en', 2)], 'en')?.version).toBe(3);
    expect(newestOf([v('de', 1)], 'en')).toBeUndefined();
  });

  it('makes an image tag with a harmless alt text', () => {
    expect(imageTag('/api/content/images/4', 'chart "Q1".png')).toBe('<img src="/api/content/images/4" alt="chart Q1" />');
  });
});
