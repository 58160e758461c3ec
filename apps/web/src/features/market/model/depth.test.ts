import { describe, expect, it } from 'vitest';
import { depthCurve } from './depth';

describe('depthCurve', () => {
  it('draws cumulative bids left and asks right, scaled to the box', () => {
    const c = depthCurve({
      bids: [{ price: '99', amount: '1' }, { price: '98', amount: '3' }],
      asks: [{ price: '101', amount: '2' }, { price: '102', amount: '2' }],
    }, 100, 50);
    expect(c).not.toBeNull();
    expect(c?.low).toBe('98');
    expect(c?.high).toBe('102');
    expect(c?.mid).toBe('100');
    expect(c?.max).toBe(4);
    // The bids' staircase starts at the lowest price (x 0) at its full height and falls to the best bid (x 25).
    expect(c?.bids.startsWith('M0,50 L0,4 L0,')).toBe(true);
    expect(c?.bids.endsWith('L25,50Z')).toBe(true);
    expect(c?.asks.startsWith('M75,50 L75,50 L75,27')).toBe(true);
  });
  it('is nothing for an empty book, and one side alone still draws', () => {
    expect(depthCurve({ bids: [], asks: [] }, 100, 50)).toBeNull();
    const c = depthCurve({ bids: [], asks: [{ price: '5', amount: '1' }] }, 100, 50);
    expect(c?.bids).toBe('');
    expect(c?.mid).toBeNull();
  });
});
