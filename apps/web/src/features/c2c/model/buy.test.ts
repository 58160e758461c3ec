import { describe, expect, it } from 'vitest';
import { buyProblem, quoteOf } from './buy';

describe('the buy quote', () => {
  it('turns fiat into coin, truncating the coin', () => {
    expect(quoteOf('100', 'fiat', '7.3')).toEqual({ coin: '13.69863013', fiat: '100' });
  });
  it('turns coin into fiat, rounding the fiat up to the cent', () => {
    expect(quoteOf('13.69863013', 'coin', '7.3')).toEqual({ coin: '13.69863013', fiat: '100' });
    expect(quoteOf('1.001', 'coin', '7.3')).toEqual({ coin: '1.001', fiat: '7.31' });
  });
  it('answers null for nothing, zero, negative or garbage', () => {
    for (const text of ['', '0', '-1', 'abc', '1.2.3']) expect(quoteOf(text, 'fiat', '7.3')).toBeNull();
    expect(quoteOf('10', 'fiat', '0')).toBeNull();
    expect(quoteOf('10', 'fiat', null)).toBeNull();
  });
});

describe('what stops an order', () => {
  const ad = { min_amount: '50', max_amount: '1000', available: '100' };
  it('checks the fiat limits, what is left and the method', () => {
    expect(buyProblem(quoteOf('10', 'fiat', '1'), ad, true)).toBe('min');
    expect(buyProblem(quoteOf('2000', 'fiat', '1'), ad, true)).toBe('max');
    expect(buyProblem(quoteOf('500', 'fiat', '1'), ad, true)).toBe('available');
    expect(buyProblem(quoteOf('60', 'fiat', '1'), ad, false)).toBe('method');
    expect(buyProblem(quoteOf('60', 'fiat', '1'), ad, true)).toBeNull();
    expect(buyProblem(null, ad, true)).toBe('invalid');
  });
});
