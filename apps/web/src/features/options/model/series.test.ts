import { describe, expect, it } from 'vitest';
import { addTick, MAX_POINTS, seedPoints } from './series';

describe('the live line', () => {
  it('appends a later second, replaces the same second and drops an older tick', () => {
    let p = addTick([], 1_000_500, '100');
    p = addTick(p, 1_001_000, '101');
    p = addTick(p, 1_001_900, '102');
    p = addTick(p, 999_000, '90');
    expect(p).toEqual([{ time: 1000, value: 100 }, { time: 1001, value: 102 }]);
  });

  it('ignores a price that is not a number and keeps at most MAX_POINTS', () => {
    expect(addTick([{ time: 1, value: 1 }], 5000, 'x')).toEqual([{ time: 1, value: 1 }]);
    let p = addTick([], 0, '1');
    for (let i = 1; i <= MAX_POINTS + 5; i++) p = addTick(p, i * 1000, String(i));
    expect(p).toHaveLength(MAX_POINTS);
    expect(p.at(-1)).toEqual({ time: MAX_POINTS + 5, value: MAX_POINTS + 5 });
  });

  it('starts from the minute closes before the first live point', () => {
    const candles = [{ time: 60_000, close: '10' }, { time: 120_000, close: '11' }, { time: 180_000, close: '12' }];
    expect(seedPoints(candles, [{ time: 150, value: 11.5 }])).toEqual([{ time: 60, value: 10 }, { time: 120, value: 11 }, { time: 150, value: 11.5 }]);
    expect(seedPoints(candles, [])).toHaveLength(3);
  });
});
