import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratePercent } from './earn.js';
import { checkLoanAmount, loanChargeFor, loanCost, loanDayInterest, loanDaysBegun, ppmOfPercent } from './loans.js';

const terms = fc.record({ termDays: fc.integer({ min: 2, max: 365 }), dailyRatePpm: fc.integer({ min: 0, max: 50_000 }), penaltyRatePpm: fc.integer({ min: 0, max: 100_000 }) });

/** The reference: day by day, day 0 free, days before the term at the daily rate, from the term on at the penalty rate. */
function byDay(principal: bigint, from: number, to: number, t: { termDays: number; dailyRatePpm: number; penaltyRatePpm: number }): bigint {
  let sum = 0n;
  for (let d = from + 1; d <= to; d++) if (d >= 1) sum += (principal * BigInt(d < t.termDays ? t.dailyRatePpm : t.penaltyRatePpm)) / 1_000_000n;
  return sum;
}

describe('loan arithmetic', () => {
  it('a day is the principal x rate / 1,000,000 rounded down; day 0 is free', () => {
    expect(loanDayInterest(500_00000000n, 1000)).toBe(50000000n);
    expect(loanDayInterest(1n, 999_999)).toBe(0n);
    expect(loanChargeFor(500_00000000n, 0, 0, { termDays: 7, dailyRatePpm: 1000, penaltyRatePpm: 5000 }).interest).toBe(0n);
    expect(loanCost(500_00000000n, 7, 1000)).toEqual({ daily: 50000000n, interest: 3_00000000n, total: 503_00000000n, chargedDays: 6 });
  });

  it('charging in any split of the days is exactly the day-by-day reference (property)', () => {
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 10n ** 14n }), terms, fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 6 }), (principal, t, steps) => {
      let from = 0;
      let total = 0n;
      for (const step of steps) {
        const to = from + step;
        const c = loanChargeFor(principal, from, to, t);
        expect(c.normalDays + c.penaltyDays).toBe(Math.max(0, to - Math.max(from, 0)));
        total += c.interest + c.penalty;
        from = to;
      }
      expect(total).toBe(byDay(principal, 0, from, t));
    }), { numRuns: 300 });
  });

  it('days begun, rates as percent, amounts as typed', () => {
    expect(loanDaysBegun(1000, 999)).toBe(0);
    expect(loanDaysBegun(0, 86_400_000 * 3 - 1)).toBe(2);
    expect(ratePercent(1000)).toBe('0.1');
    expect(ratePercent(12_345)).toBe('1.2345');
    expect(ppmOfPercent('0.06')).toBe(600);
    expect(ppmOfPercent('0.00001')).toBeNull();
    expect(ppmOfPercent('101')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (ppm) => { expect(ppmOfPercent(ratePercent(ppm))).toBe(ppm); }));
    expect(checkLoanAmount(' ', 1n, 2n)).toEqual({ ok: false, error: 'loans_amount_required' });
    expect(checkLoanAmount('-1', 1n, 2n)).toEqual({ ok: false, error: 'loans_amount_invalid' });
    expect(checkLoanAmount('0.00000001', 2n, 5n)).toEqual({ ok: false, error: 'loans_amount_below_min' });
    expect(checkLoanAmount('0.00000006', 2n, 5n)).toEqual({ ok: false, error: 'loans_amount_above_max' });
    expect(checkLoanAmount('0.00000003', 2n, 5n)).toEqual({ ok: true, amount: 3n });
  });
});
