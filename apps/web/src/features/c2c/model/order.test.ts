import { describe, expect, it } from 'vitest';
import { actionsOf, idParam, releaseTime, sideOf, statusTone } from './order';

describe('who may do what on an order', () => {
  it('lets the buyer pay or cancel while paying, and the seller wait', () => {
    expect(actionsOf(1, 'buyer')).toEqual(['pay', 'cancel']);
    expect(actionsOf(1, 'seller')).toEqual([]);
  });
  it('lets the seller release after the payment and either side appeal', () => {
    expect(actionsOf(2, 'seller')).toEqual(['release', 'appeal']);
    expect(actionsOf(2, 'buyer')).toEqual(['appeal']);
  });
  it('offers nothing in appeal, completed or cancelled', () => {
    for (const s of [3, 4, 5]) for (const side of ['buyer', 'seller'] as const) expect(actionsOf(s, side)).toEqual([]);
  });
});

describe('the viewer side', () => {
  it('follows the order side and whether the viewer is its merchant', () => {
    expect(sideOf('buy', false)).toBe('buyer');
    expect(sideOf('buy', true)).toBe('seller');
    expect(sideOf('sell', false)).toBe('seller');
    expect(sideOf('sell', true)).toBe('buyer');
  });
});

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
