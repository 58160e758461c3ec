import { describe, expect, it } from 'vitest';
import { idParam, releaseTime, statusTone } from './order';

describe('small helpers', () => {
  it('reads ids, tones and release times', () => {
    expect(idParam('?id=12')).toBe(12);
    expect(idParam('?id=x')).toBe(0);
    expect(statusTone(3)).toBe('success');
    expect(statusTone(5)).toBe('neutral');
    expect(releaseTime(125)).toEqual({ m: 2, s: 5 });
    expect(releaseTime(null)).toBeNull();
  });
});
