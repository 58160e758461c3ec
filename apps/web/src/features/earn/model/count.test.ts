import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('groups a whole count the reader\'s way and shows a dash when unknown', () => {
    expect(formatCount(33_333_336)).toBe('33,333,336');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(null)).toBe('—');
    expect(formatCount(undefined)).toBe('—');
  });
});
