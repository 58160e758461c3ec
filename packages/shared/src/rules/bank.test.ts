import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_FEE_MIN_ATOMS, BANK_MIN_WITHDRAW_ATOMS, bankWithdrawalFee, checkBankAmount, fiatAmountOf, isValidAbaRouting, normalizeAccountNumber, sameHolderName,
} from './bank.js';

const atoms = fc.bigInt({ min: 1n, max: 10n ** 20n });

describe('bank withdrawal rules', () => {
  it('the fee is never below the minimum nor the 0.5 % rate, and at most one atom above the larger of them', () => {
    fc.assert(fc.property(atoms, (amount) => {
      const fee = bankWithdrawalFee(amount);
      const rate = (amount * 50n) / 10_000n;
      expect(fee >= BANK_FEE_MIN_ATOMS && fee >= rate).toBe(true);
      expect(fee <= (rate > BANK_FEE_MIN_ATOMS ? rate : BANK_FEE_MIN_ATOMS) + 1n).toBe(true);
    }));
  });

  it('the fiat amount never exceeds amount x rate, and falls short of it by less than one minor unit', () => {
    fc.assert(fc.property(atoms, fc.bigInt({ min: 1n, max: 10n ** 17n }), fc.integer({ min: 0, max: 8 }), (amount, rate, decimals) => {
      const fiat = fiatAmountOf(amount, rate, decimals);
      const exact = amount * rate; // 16 places
      const unit = 10n ** BigInt(16 - decimals);
      expect(fiat * unit <= exact && exact < (fiat + 1n) * unit).toBe(true);
    }));
    expect(fiatAmountOf(1000_00000000n, 92000000n, 2)).toBe(92000n);
    expect(fiatAmountOf(10_00999999n, 150_00000000n, 0)).toBe(1501n);
  });

  it('checks amounts: required, positive, 8 places at most, the minimum', () => {
    expect(checkBankAmount(undefined)).toEqual({ ok: false, error: 'withdraw_amount_required' });
    expect(checkBankAmount('1e3')).toEqual({ ok: false, error: 'withdraw_amount_invalid' });
    expect(checkBankAmount('0.000000001')).toEqual({ ok: false, error: 'withdraw_amount_invalid' });
    expect(checkBankAmount('9.99999999')).toEqual({ ok: false, error: 'bank_amount_below_min' });
    expect(checkBankAmount('10')).toEqual({ ok: true, amount: BANK_MIN_WITHDRAW_ATOMS, fee: BANK_FEE_MIN_ATOMS });
  });

  it('compares holder names by letters, not by case, width or spacing', () => {
    expect(sameHolderName(' NGUYEN  Van  An ', 'Nguyen Van An')).toBe(true);
    expect(sameHolderName('王小明', '王小明')).toBe(true);
    expect(sameHolderName('Nguyen Van Anh', 'Nguyen Van An')).toBe(false);
    expect(sameHolderName('', '')).toBe(false);
  });

  it('account numbers and ABA routing numbers', () => {
    expect(normalizeAccountNumber('6222-0212 3456')).toBe('622202123456');
    expect(normalizeAccountNumber('12345')).toBeNull();
    expect(normalizeAccountNumber('1'.repeat(31))).toBeNull();
    expect(isValidAbaRouting('021000021')).toBe(true);
    expect(isValidAbaRouting('011000015')).toBe(true);
    expect(isValidAbaRouting('021000022')).toBe(false);
  });
});
