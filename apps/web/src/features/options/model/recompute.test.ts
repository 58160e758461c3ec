import { describe, expect, it } from 'vitest';
import { agrees, recompute } from './recompute';
import { verification } from './testkit';

describe('the verification page recomputes the settlement itself', () => {
  it('finds the same win from the two ticks, and the payout stake x (1 + rate)', () => {
    const v = verification();
    const r = recompute(v, v.closeTime + 1000);
    expect(r).toEqual({ result: 'win', outcome: 'rise', credited: 18_500_000_000n });
    expect(r && agrees(r, v)).toBe(true);
  });

  it('compares at the tick size: 96,000.004 is even with 96,000.00, so rise loses and even wins', () => {
    const v = verification({ closeTick: { tickId: 12, time: 1_060_000, price: '96000.004', source: 'binance' } });
    expect(recompute(v, v.closeTime)?.outcome).toBe('even');
    expect(recompute(v, v.closeTime)?.result).toBe('loss');
    expect(recompute({ ...v, direction: 'even' }, v.closeTime)?.result).toBe('win');
  });

  it('is void with the stake back when no tick came within 10 s, and unknown before that deadline', () => {
    const v = verification({ closeTick: null, status: 'void' });
    expect(recompute(v, v.voidDeadline)).toBeNull();
    expect(recompute(v, v.voidDeadline + 1)).toEqual({ result: 'void', outcome: null, credited: v.stake });
    const late = verification({ closeTick: { tickId: 13, time: 1_070_001, price: '1', source: 'binance' } });
    expect(recompute(late, late.voidDeadline + 5)?.result).toBe('void');
  });

  it('disagrees with a stored settlement that does not follow the rule', () => {
    const v = verification({ stored: { result: 'loss', outcome: 'rise', credited: 0n } });
    const r = recompute(v, v.closeTime + 1000);
    expect(r && agrees(r, v)).toBe(false);
  });
});
