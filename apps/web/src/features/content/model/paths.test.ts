import { INFO_PAGE_SLUGS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { detailPathOf, idOfSearch, INFO_PAGE_PATHS, slugOfPath } from './paths';

describe('content paths', () => {
  it('gives every information page and agreement its path, and back', () => {
    for (const slug of INFO_PAGE_SLUGS) expect(slugOfPath(INFO_PAGE_PATHS[slug])).toBe(slug);
    expect(slugOfPath('/pages/profile/faq/')).toBe('faq');
    expect(slugOfPath('/pages/profile/unknown')).toBeUndefined();
  });

  it('reads only a positive whole id from the query', () => {
    expect(idOfSearch('?id=12')).toBe(12);
    for (const q of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc', '?id=012', '?id=99999999999999999']) expect(idOfSearch(q), q).toBeNull();
  });

  it('opens articles under news and announcements under notices', () => {
    expect(detailPathOf('article', 3)).toBe('/pages/news/detail?id=3');
    expect(detailPathOf('announcement', 4)).toBe('/pages/index/notice/notice?id=4');
  });
});
