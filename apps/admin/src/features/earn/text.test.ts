import { describe, expect, it } from 'vitest';
import { ppmPercent, stateText } from './text';

describe('earn back-office texts', () => {
  it('show ppm exactly as a percent', () => {
    expect(ppmPercent(5000)).toBe('0.5%');
    expect(ppmPercent(4000)).toBe('0.4%');
    expect(ppmPercent(1234)).toBe('0.1234%');
    expect(ppmPercent(1_000_000)).toBe('100%');
    expect(ppmPercent(0)).toBe('0%');
  });
  it('say why a product is closed', () => {
    expect(stateText({ open: true, closed_reason: null })).toBe('Open');
    expect(stateText({ open: false, closed_reason: 'uncovered' })).toMatch(/cannot cover/);
  });
});
