import { describe, expect, it } from 'vitest';
import { dailyPercent, rangePercent, yearPercent } from './rates';

describe('rates', () => {
  it('show parts per million exactly as percents', () => {
    expect(dailyPercent(5000)).toBe('0.5%');
    expect(dailyPercent(1234)).toBe('0.1234%');
    expect(yearPercent(5000)).toBe('182.5%');
    expect(rangePercent(3000, 6000)).toBe('0.3% – 0.6%');
    expect(rangePercent(4000, 4000)).toBe('0.4%');
  });
});
