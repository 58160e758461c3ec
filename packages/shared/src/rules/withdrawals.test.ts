import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWithdrawalAmount, feeRateOf, withdrawalFee } from './withdrawals.js';

const usdt = { decimals: 8, minAtoms: 10_00000000n, feeBps: 300 };

describe('the withdrawal rules both sides compute', () => {
  it('charges amount x bps / 10,000 rounded up to the atom, and writes the rate as a decimal', () => {
    expect(withdrawalFee(10_00000000n, 300)).toBe(30000000n);
    expect(withdrawalFee(10_00000001n, 300)).toBe(30000001n);
    expect(withdrawalFee(1n, 300)).toBe(1n);
    expect(withdrawalFee(12345n, 0)).toBe(0n);
    expect([feeRateOf(300), feeRateOf(25), feeRateOf(0)]).toEqual(['0.03', '0.0025', '0']);
  });

  it('never charges below the rate, and at most one atom above it', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 10n ** 18n }), fc.integer({ min: 0, max: 5000 }), (amount, bps) => {
      const exact = amount * BigInt(bps);
      const fee = withdrawalFee(amount, bps);
      expect(fee * 10_000n >= exact).toBe(true);
      expect(fee * 10_000n - exact < 10_000n).toBe(true);
    }));
  });

  it('checks an amount: required, a positive plain decimal of the coin, at least the minimum; with its fee', () => {
    expect(checkWithdrawalAmount('10', usdt)).toEqual({ ok: true, amount: 10_00000000n, fee: 30000000n });
    expect(checkWithdrawalAmount(undefined, usdt)).toEqual({ ok: false, error: 'withdraw_amount_required' });
    expect(checkWithdrawalAmount('', usdt)).toEqual({ ok: false, error: 'withdraw_amount_required' });
    for (const bad of ['0', '-1', 'x', '1e2', '1.000000001', ' 10 ', '00010']) {
      expect(checkWithdrawalAmount(bad, usdt), bad).toEqual({ ok: false, error: 'withdraw_amount_invalid' });
    }
    expect(checkWithdrawalAmount('9.99999999', usdt)).toEqual({ ok: false, error: 'withdraw_amount_below_min' });
  });
});
