import { COINS } from '@candor/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.js';
import type { CoinSettings } from '../coins/index.js';
import { checkWithdrawAmount, feeRateOf, utcDayOf } from './withdrawals.rules.js';

const usdt: CoinSettings = {
  asset: 'USDT', coin: COINS.find((c) => c.symbol === 'USDT') ?? COINS[0] as (typeof COINS)[number], depositEnabled: true, withdrawEnabled: true,
  minDepositAtoms: 10_00000000n, depositStepAtoms: 1_00000000n, minWithdrawAtoms: 10_00000000n, withdrawFeeBps: 300, reviewThresholdAtoms: 10_000_00000000n, networks: [],
};

const keyOf = (f: () => unknown): string => {
  try {
    f();
    return 'ok';
  } catch (e) {
    if (e instanceof AppError) return e.key;
    throw e;
  }
};

describe('the other rules', () => {
  it('writes the fee rate as a decimal and the UTC day of an instant', () => {
    expect([feeRateOf(300), feeRateOf(25), feeRateOf(0), feeRateOf(5000)]).toEqual(['0.03', '0.0025', '0', '0.5']);
    expect(utcDayOf(Date.UTC(2026, 10, 22, 23, 59, 59, 999))).toBe('2026-11-22');
    expect(utcDayOf(Date.UTC(2026, 10, 23))).toBe('2026-11-23');
  });

  it('checks an amount against the coin, in the order the form shows', () => {
    expect(keyOf(() => checkWithdrawAmount(undefined, usdt))).toBe('withdraw_amount_required');
    expect(keyOf(() => checkWithdrawAmount('', usdt))).toBe('withdraw_amount_required');
    for (const bad of ['x', '0', '-1', '1e2', '1.000000001', '.5', '5.', '  ', ' 10 ', '00010']) expect(keyOf(() => checkWithdrawAmount(bad, usdt)), bad).toBe('withdraw_amount_invalid');
    expect(keyOf(() => checkWithdrawAmount('9.99999999', usdt))).toBe('withdraw_amount_below_min');
    expect(checkWithdrawAmount('10', usdt)).toEqual({ amount: 10_00000000n, fee: 30000000n });
    // No 64-bit balance can cover it, so it is refused before anything is stored.
    expect(keyOf(() => checkWithdrawAmount('99999999999', usdt))).toBe('insufficient_balance');
  });
});
