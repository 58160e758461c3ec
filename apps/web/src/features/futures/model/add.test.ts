import { parseAmount as p } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { addError, addSummary, trailError } from './add';
import type { Contract } from './contract';

const BTC: Contract = {
  symbol: 'BTC/USDT', base: 'BTC', quote: 'USDT', contractSize: '0.001', priceDecimals: 2, leverages: [1, 10, 20], makerFeeBps: 2,
  takerFeeBps: 5, liquidationFeeBps: 30, maxLots: 100, tiers: [{ maxNotional: null, rateBps: 50 }], oiCapLots: 1000,
};
const pos = { lots: 10, entryPrice: '100000', leverage: 10 };

describe('adding lots to a position', () => {
  it('values the added lots at the mark: margin at the leverage, the taker fee, the weighted entry rounded down', () => {
    // 10 lots at 100,000 + 5 lots at 103,000: (1000 + 515) / 0.015 = 101,000.
    expect(addSummary(pos, BTC, '5', '103000')).toEqual({ value: p('515'), margin: p('51.5'), fee: p('0.2575'), entry: p('101000'), lots: 15 });
    // 1 + 2 lots at 100,000 and 100,000.01: entry (100 + 200.00002) / 0.003 = 100,000.00666..., rounded down to the atom.
    expect(addSummary({ ...pos, lots: 1 }, BTC, '2', '100000.01')?.entry).toBe(p('100000.00666666'));
    expect(addSummary(pos, BTC, '0', '100000')).toBeNull();
    expect(addSummary(pos, BTC, '1', null)).toBeNull();
  });

  it('refuses what the server refuses, with the reason', () => {
    const s = addSummary(pos, BTC, '5', '100000');
    expect(addError(pos, BTC, '', s, null)).toBe('lots_required');
    expect(addError(pos, BTC, '1.5', s, null)).toBe('lots_invalid');
    expect(addError(pos, BTC, '91', addSummary(pos, BTC, '91', '100000'), null)).toBe('lots_max');
    expect(addError(pos, BTC, '5', s, p('50'))).toBe('insufficient_margin');
    expect(addError(pos, BTC, '5', s, p('50.25'))).toBeNull();
  });

  it('a trailing distance is empty or above zero', () => {
    expect(trailError('')).toBeNull();
    expect(trailError('250')).toBeNull();
    expect(trailError('0')).toBe('trail_invalid');
    expect(trailError('abc')).toBe('trail_invalid');
  });
});
