import { describe, expect, it } from 'vitest';
import { parseAmount as p } from '../money.js';
import { atTickSize, closeTickCounts, outcomeOf, payoutOf, settleOption, tickSizeOf } from './options.js';

describe('the options rule', () => {
  it('compares at the tick size (rounded half up)', () => {
    expect(tickSizeOf(2)).toBe(p('0.01'));
    expect(atTickSize(p('100.004'), 2)).toBe(p('100'));
    expect(atTickSize(p('100.005'), 2)).toBe(p('100.01'));
    expect(outcomeOf(p('100'), p('100.004'), 2)).toBe('even');
    expect(outcomeOf(p('100'), p('100.005'), 2)).toBe('rise');
    expect(outcomeOf(p('100'), p('99.99'), 2)).toBe('fall');
  });

  it('pays stake x (1 + rate), rounded down', () => {
    expect(payoutOf(p('100'), 8000)).toBe(p('180'));
    expect(payoutOf(1n, 8000)).toBe(1n);
    expect(payoutOf(p('0.00000003'), 5000)).toBe(4n);
  });

  it('a close tick counts from exactly the close time to exactly 10 s after it', () => {
    expect([closeTickCounts(1000, 999), closeTickCounts(1000, 1000), closeTickCounts(1000, 11_000), closeTickCounts(1000, 11_001)])
      .toEqual([false, true, true, false]);
  });

  it('settles win, loss and void', () => {
    const base = { stake: p('10'), rateBps: 8500, priceDecimals: 2, closeTime: 1000, open: p('50') };
    expect(settleOption({ ...base, direction: 'rise', close: { price: p('51'), time: 1000 } }))
      .toEqual({ result: 'win', outcome: 'rise', credited: p('18.5'), profitLoss: p('8.5') });
    expect(settleOption({ ...base, direction: 'even', close: { price: p('51'), time: 1000 } }))
      .toEqual({ result: 'loss', outcome: 'rise', credited: 0n, profitLoss: -p('10') });
    expect(settleOption({ ...base, direction: 'fall', close: null })).toEqual({ result: 'void', outcome: null, credited: p('10'), profitLoss: 0n });
    expect(settleOption({ ...base, direction: 'fall', close: { price: p('1'), time: 11_001 } })).toMatchObject({ result: 'void' });
  });
});
