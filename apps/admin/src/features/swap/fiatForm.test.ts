import { describe, expect, it } from 'vitest';
import { fiatFormErrors, fiatPatch } from './fiatForm';

describe('the fiat rate form', () => {
  it('takes a rate above 0 with at most 8 places', () => {
    expect(fiatFormErrors({ rate: '7.1234' })).toEqual({});
    expect(fiatFormErrors({ rate: ' 1000000000 ' })).toEqual({});
    expect(fiatFormErrors({ rate: '' })).toEqual({ rate: 'Required.' });
    for (const rate of ['0', '-1', 'abc', '1e3', '1,5', '0.000000001', '1000000000.00000001']) {
      expect(fiatFormErrors({ rate }).rate, rate).toMatch(/^A number above 0/);
    }
  });

  it('sends the switch, and the rate only when it changed or was a sample', () => {
    expect(fiatPatch({ rate: '7.1', sample: false }, { rate: '7.10', enabled: false })).toEqual({ enabled: false });
    expect(fiatPatch({ rate: '7.1', sample: false }, { rate: ' 7.25 ', enabled: true })).toEqual({ rate: '7.25', enabled: true });
    expect(fiatPatch({ rate: '7.1', sample: true }, { rate: '7.1', enabled: true })).toEqual({ rate: '7.1', enabled: true });
  });
});
