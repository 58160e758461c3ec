import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atTop, pullHeight, PULL_MAX_PX, PULL_THRESHOLD_PX, statusWhilePulling } from './pull';

describe('pull-to-refresh model', () => {
  it('opens nothing for no travel or an upward one', () => {
    expect(pullHeight(0)).toBe(0);
    expect(pullHeight(-30)).toBe(0);
    expect(pullHeight(Number.NaN)).toBe(0);
  });

  it('needs a real pull to refresh: 96 px of travel reach the threshold, 80 px do not', () => {
    expect(pullHeight(96)).toBe(PULL_THRESHOLD_PX);
    expect(statusWhilePulling(pullHeight(96))).toBe('canRelease');
    expect(pullHeight(80)).toBeLessThan(PULL_THRESHOLD_PX);
    expect(statusWhilePulling(pullHeight(80))).toBe('pulling');
  });

  it('opens further for a longer pull, never past the maximum nor past the finger', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, extra) => {
      const h = pullHeight(a);
      expect(h).toBeLessThanOrEqual(a);
      expect(h).toBeLessThan(PULL_MAX_PX);
      expect(pullHeight(a + extra)).toBeGreaterThanOrEqual(h);
    }));
  });

  it('starts only when the page and every box around the list are at their top', () => {
    expect(atTop([0, 0])).toBe(true);
    expect(atTop([])).toBe(true);
    expect(atTop([0, 12])).toBe(false);
  });
});
