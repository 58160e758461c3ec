import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount as p } from '../money.js';
import {
  coverageDays, dailyYield, DAY_MS, dayKey, daysElapsed, daysRemaining, fnv1a32, quantifyExitPenalty, quantifyPreview, quantifyRatePpm,
  ratePercent, termEnd, termYield, trustPreview, trustRedeemPenalty, trustRedeemReturn, yieldStart,
} from './earn.js';

describe('earn rules: exact integers', () => {
  it('one day of interest rounds down to the atom; the term is exactly daily x days', () => {
    // 1,000 USDT at 0.3 % a day = 3 USDT a day; 7 days = 21.
    expect(dailyYield(p('1000'), 3000)).toBe(p('3'));
    expect(termYield(p('1000'), 3000, 7)).toBe(p('21'));
    // 0.00000333 x 0.03 % = 0.000000000999 -> 0 atoms (never rounds up past the published rate).
    expect(dailyYield(333n, 300)).toBe(0n);
    expect(dailyYield(p('123.45678901'), 450)).toBe(5555555n);
    expect(termYield(p('123.45678901'), 450, 30)).toBe(5555555n * 30n);
    expect(dailyYield(0n, 500)).toBe(0n);
    expect(dailyYield(p('10'), 0)).toBe(0n);
  });

  it('early redemption of a trust order costs 1.5 x one day\'s interest, from the principal', () => {
    // 1,000 at 0.3 %: one day 3, penalty 4.5.
    expect(trustRedeemPenalty(p('1000'), 3000)).toBe(p('4.5'));
    expect(trustRedeemReturn(p('1000'), p('6'), 3000)).toEqual({ penalty: p('4.5'), returned: p('1001.5') });
    // 1.5 x an odd atom count rounds down: 0.00000001 x 1,000,000 ppm x 1.5 = 1.5 atoms -> 1.
    expect(trustRedeemPenalty(1n, 1_000_000)).toBe(1n);
    // never more than the principal, whatever the rate
    expect(trustRedeemPenalty(p('10'), 1_000_000)).toBe(p('10'));
  });

  it('quantify early exit = ratio x remaining days x amount (0.4 % by default), at most the amount', () => {
    expect(quantifyExitPenalty(p('1000'), 4000, 5)).toBe(p('20'));
    expect(quantifyExitPenalty(p('1000'), 4000, 0)).toBe(0n);
    expect(quantifyExitPenalty(p('1000'), 4000, 1000)).toBe(p('1000'));
    expect(quantifyPreview(p('1000'), 200, 600, 7)).toEqual({ low: p('1.4'), high: p('4.2') });
  });

  it('days are UTC days: a 7-day order across 29 February matures 7 calendar days later', () => {
    const made = Date.UTC(2028, 1, 26, 15, 30);
    const start = yieldStart(made);
    expect(new Date(start).toISOString()).toBe('2028-02-27T00:00:00.000Z');
    expect(new Date(termEnd(start, 7)).toISOString()).toBe('2028-03-05T00:00:00.000Z');
    expect([0, 1, 2, 3].map((k) => dayKey(start + k * DAY_MS))).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    // the last day: complete only at the maturity instant, not a millisecond before
    expect(daysElapsed(start, 7, termEnd(start, 7) - 1)).toBe(6);
    expect(daysElapsed(start, 7, termEnd(start, 7))).toBe(7);
    expect(daysElapsed(start, 7, termEnd(start, 70))).toBe(7);
    expect(daysRemaining(start, 7, start - 1)).toBe(7);
    // a year with 29 February has 366 days of interest
    const y = Date.UTC(2028, 0, 1);
    expect((termEnd(y, 366) - Date.UTC(2029, 0, 1)) / DAY_MS).toBe(0);
  });

  it('a quantify day rate follows the published rule, inside the range, the same for everyone', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    const r = quantifyRatePpm(1, '2026-11-23', 200, 600);
    expect(r).toBe(200 + (fnv1a32('quantify:1:2026-11-23') % 401));
    expect(quantifyRatePpm(1, '2026-11-23', 500, 500)).toBe(500);
  });

  it('coverage in whole days; nothing promised is null', () => {
    expect(coverageDays(p('100'), p('3'))).toBe(33);
    expect(coverageDays(p('100'), 0n)).toBeNull();
    expect(coverageDays(0n, p('3'))).toBe(0);
    expect(ratePercent(3000)).toBe('0.3');
  });

  it('the buy page preview is what the server pays', () => {
    const now = Date.UTC(2026, 10, 24, 10);
    const v = trustPreview(p('1000'), 3000, 7, now);
    expect(v).toEqual({ daily: p('3'), total: p('21'), start: Date.UTC(2026, 10, 25), maturity: Date.UTC(2026, 11, 2), penalty: p('4.5') });
  });
});

describe('earn rules: properties', () => {
  const amount = fc.bigInt({ min: 1n, max: 10n ** 16n });
  const rate = fc.integer({ min: 0, max: 100_000 });

  it('a term pays exactly daily x days and never above the published rate', () => {
    fc.assert(fc.property(amount, rate, fc.integer({ min: 1, max: 3650 }), (a, r, d) => {
      const daily = dailyYield(a, r);
      expect(termYield(a, r, d)).toBe(daily * BigInt(d));
      expect(daily * 1_000_000n <= a * BigInt(r)).toBe(true);
      expect((daily + 1n) * 1_000_000n > a * BigInt(r)).toBe(true);
    }));
  });

  it('a penalty is never negative nor above the principal; redeemed + penalty = principal + accrued', () => {
    fc.assert(fc.property(amount, rate, fc.bigInt({ min: 0n, max: 10n ** 14n }), (a, r, accrued) => {
      const { penalty, returned } = trustRedeemReturn(a, accrued, r);
      expect(penalty >= 0n && penalty <= a).toBe(true);
      expect(returned + penalty).toBe(a + accrued);
    }));
    fc.assert(fc.property(amount, fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 3650 }), (a, r, d) => {
      const pen = quantifyExitPenalty(a, r, d);
      expect(pen >= 0n && pen <= a).toBe(true);
    }));
  });

  it('every day rate lies in its range and the elapsed days never pass the term', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }),
      (plan, dayNo, lo, span) => {
        const day = dayKey(dayNo * DAY_MS);
        const r = quantifyRatePpm(plan, day, lo, lo + span);
        expect(r >= lo && r <= lo + span).toBe(true);
      }));
    fc.assert(fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 1, max: 3650 }), fc.integer({ min: -1e10, max: 4e11 }), (made, days, offset) => {
      const start = yieldStart(made);
      const e = daysElapsed(start, days, start + offset);
      expect(e >= 0 && e <= days).toBe(true);
      expect(e + daysRemaining(start, days, start + offset)).toBe(days);
    }));
  });
});
