import { describe, expect, it } from 'vitest';
import { basisPointsPercent, ratePercent, utcTime } from './format';

describe('rate formats', () => {
  it('show a fee rate exactly in percent', () => {
    expect(ratePercent('0.0005')).toBe('0.05%');
    expect(ratePercent('0.00025')).toBe('0.025%');
    expect(ratePercent('x')).toBe('—');
  });
  it('show ROE basis points signed, two places', () => {
    expect(basisPointsPercent(520n)).toBe('+5.20%');
    expect(basisPointsPercent(-7n)).toBe('−0.07%');
    expect(basisPointsPercent(0n)).toBe('0.00%');
    expect(basisPointsPercent(null)).toBe('—');
  });
});

describe('tick times', () => {
  it('are UTC to the millisecond', () => {
    expect(utcTime(Date.UTC(2026, 10, 24, 15, 4, 5, 123))).toBe('2026-11-24 15:04:05.123 UTC');
  });
});
