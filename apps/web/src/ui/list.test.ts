import { describe, expect, it } from 'vitest';
import { flattenPages, nextPageParam, LOAD_MORE_THRESHOLD_PX } from './list';

describe('list paging', () => {
  it('asks for the next page while the server says there is more', () => {
    const p1 = { items: [1, 2], hasMore: true };
    expect(nextPageParam(p1, [p1])).toBe(2);
    expect(nextPageParam({ items: [3], hasMore: false }, [p1, p1])).toBeUndefined();
    expect(nextPageParam({ items: [], hasMore: true }, [p1])).toBeUndefined();
  });
  it('flattens pages and loads more at 150 px', () => {
    expect(flattenPages([{ items: [1], hasMore: true }, { items: [2, 3], hasMore: false }])).toEqual([1, 2, 3]);
    expect(flattenPages(undefined)).toEqual([]);
    expect(LOAD_MORE_THRESHOLD_PX).toBe(150);
  });
});
