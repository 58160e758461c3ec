import { describe, expect, it } from 'vitest';
import { basisPointsPercent, bpsPercent, ppmPercent, utcTime } from './format';

describe('rate formats', () => {
  it('show fee and margin rates exactly in percent', () => {
    expect(bpsPercent(5)).toBe('0.05%');
    expect(bpsPercent(250)).toBe('2.5%');
    expect(ppmPercent('125')).toBe('0.0125%');
    expect(ppmPercent('0')).toBe('0%');
    expect(ppmPercent('x')).toBe('—');
  });
  it('show ROE basis points signed, two places', () => {
    expect(basisPointsPercent(520)).toBe('+5.20%');
    expect(basisPointsPercent(-7)).toBe('−0.07%');
    expect(basisPointsPercent(0)).toBe('0.00%');
    expect(basisPointsPercent(null)).toBe('—');
  });
});

describe('tick times', () => {
  it('are UTC to the millisecond', () => {
    expect(utcTime(Date.UTC(2026, 10, 24, 15, 4, 5, 123))).toBe('2026-11-24 15:04:05.123 UTC');
  });
});
