import { describe, expect, it } from 'vitest';
import { checkAmount, checkQuantity, roomLeft } from './amount';

const limits = { min: '100', max: '50000', quotaLeft: '20000', available: '1000' };

describe('checkAmount', () => {
  it('takes an amount within every limit, in exact atoms', () => {
    expect(checkAmount('500.5', limits)).toEqual({ atoms: 50_050_000_000n, error: null });
    expect(checkAmount('100', limits).error).toBeNull();
    expect(checkAmount('1000', limits).error).toBeNull();
  });

  it('names the first rule broken with its figure', () => {
    expect(checkAmount('', limits).error).toEqual({ key: 'required' });
    expect(checkAmount('abc', limits).error).toEqual({ key: 'invalid' });
    expect(checkAmount('0', limits).error).toEqual({ key: 'invalid' });
    expect(checkAmount('1.123456789', limits).error).toEqual({ key: 'invalid' });
    expect(checkAmount('99.99999999', limits).error).toEqual({ key: 'below_min', min: '100' });
    expect(checkAmount('50000.00000001', { ...limits, quotaLeft: undefined, available: null }).error).toEqual({ key: 'above_max', max: '50000' });
    expect(checkAmount('20001', { ...limits, available: null }).error).toEqual({ key: 'above_quota', left: '20000' });
    expect(checkAmount('1000.00000001', limits).error).toEqual({ key: 'above_available', available: '1000' });
  });

  it('has no upper limit when the maximum is zero and no balance check for a visitor', () => {
    expect(checkAmount('999999', { min: '1', max: '0', available: null }).error).toBeNull();
  });
});

describe('checkQuantity', () => {
  it('takes whole machines from 1 to what is left', () => {
    expect(checkQuantity('1', 5)).toBe(1);
    expect(checkQuantity('5', 5)).toBe(5);
    expect(checkQuantity('6', 5)).toBeNull();
    expect(checkQuantity('0', 5)).toBeNull();
    expect(checkQuantity('1.5', 5)).toBeNull();
    expect(checkQuantity('', 5)).toBeNull();
  });
});

describe('roomLeft (adding to an order)', () => {
  it('is the product maximum less the principal, exactly, never below zero', () => {
    expect(roomLeft('100000', '1000')).toBe('99000');
    expect(roomLeft('100000', '99999.99999999')).toBe('0.00000001');
    expect(roomLeft('100', '100')).toBe('0');
    expect(roomLeft('100', '150')).toBe('0');
  });

  it('with the room as the maximum, an addition above it is refused before anything is sent', () => {
    const room = roomLeft('100000', '1000');
    expect(checkAmount('99000.00000001', { min: '0.00000001', max: room, available: '200000' }).error).toEqual({ key: 'above_max', max: '99000' });
    expect(checkAmount('99000', { min: '0.00000001', max: room, available: '200000' }).error).toBeNull();
  });
});
