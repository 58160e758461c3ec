import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feePercent, maxWithdrawable, summarize, summaryText, withdrawalFee } from './summary';
import { USDT } from './testkit';

describe('summarize', () => {
  it('100 USDT at 3 %: 100 arrives, 3 fee, 103 deducted', () => {
    const s = summarize('100', USDT);
    expect(s).toEqual({ amount: 100_00000000n, fee: 3_00000000n, total: 103_00000000n });
    expect(s && summaryText(s, 8)).toEqual({ amount: '100', fee: '3', total: '103' });
  });

  it('rounds a fee of a fraction of an atom up, as the server does', () => {
    expect(summarize('0.00000034', USDT)).toEqual({ amount: 34n, fee: 2n, total: 36n });
    expect(summarize('10.00000001', USDT)?.fee).toBe(30000001n);
  });

  it('is null until the amount is a positive amount of the coin', () => {
    for (const text of ['', ' ', '0', '0.0', 'abc', '1.123456789', '-5', '1e3']) expect(summarize(text, USDT)).toBeNull();
  });
});

describe('maxWithdrawable (what "All" fills in)', () => {
  it('100 USDT available at 3 % pays out 97.08737864 with a fee of 2.91262136: exactly 100', () => {
    const max = maxWithdrawable(100_00000000n, 300);
    expect(max).toBe(97_08737864n);
    expect(max + withdrawalFee(max, 300)).toBe(100_00000000n);
  });

  it('is the largest amount whose amount + fee fits, for every small balance', () => {
    for (const bps of [0, 1, 300, 2500, 9999, 10000]) {
      for (let available = 0n; available <= 700n; available++) {
        const max = maxWithdrawable(available, bps);
        expect(max + withdrawalFee(max, bps) <= available).toBe(true);
        expect(max + 1n + withdrawalFee(max + 1n, bps) > available).toBe(true);
      }
    }
  });

  it('holds for large balances too', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 10000 }), (available, bps) => {
      const max = maxWithdrawable(available, bps);
      expect(max + withdrawalFee(max, bps) <= available).toBe(true);
      expect(max + 1n + withdrawalFee(max + 1n, bps) > available).toBe(true);
    }));
  });

  it('is 0 for an empty or negative balance', () => {
    expect(maxWithdrawable(0n, 300)).toBe(0n);
    expect(maxWithdrawable(-5n, 300)).toBe(0n);
  });
});

it('feePercent: basis points as a percent', () => {
  expect(feePercent(300)).toBe('3');
  expect(feePercent(250)).toBe('2.5');
  expect(feePercent(0)).toBe('0');
});
