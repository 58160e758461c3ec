import { parseAmount } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { liveFigures, toneOf } from './positions';

describe('live position figures', () => {
  const long = { side: 'long' as const, entryPrice: '96000', quantity: '0.001', margin: '9.6' };

  it('value the position at the mark: PnL in USDT atoms and ROE in basis points of the margin', () => {
    expect(liveFigures(long, '96200')).toEqual({ pnl: parseAmount('0.2'), roeBp: 208, tone: 'up' });
    expect(liveFigures({ ...long, side: 'short' }, '96200')).toEqual({ pnl: -parseAmount('0.2'), roeBp: -208, tone: 'down' });
    expect(liveFigures(long, '96000')).toMatchObject({ pnl: 0n, tone: 'flat' });
  });

  it('know nothing without a mark or an entry (a waiting order)', () => {
    expect(liveFigures(long, null)).toEqual({ pnl: null, roeBp: null, tone: 'flat' });
    expect(liveFigures({ ...long, entryPrice: null }, '96000').pnl).toBeNull();
    expect(toneOf('-0.5')).toBe('down');
    expect(toneOf(null)).toBe('flat');
  });
});
