import { mulDiv, tryParseAmount, type Atoms } from '../money.js';

/**
 * The arithmetic of loans, one place for the server that charges it and the page that shows the cost before the
 * user confirms. Amounts are USDT atoms (8 places); daily rates are parts per million of the outstanding principal.
 *
 * A loan's day d (d = 0, 1, 2, ...) begins at start + d x 24 h. Day 0 is interest-free; every later day is charged
 * when it begins, on the principal outstanding then, at the daily rate while d < term_days and at the penalty rate
 * from d = term_days on (the loan is due at the beginning of that day and overdue from then). Each day's charge is
 * rounded down to the atom.
 */
export const LOAN_ASSET = 'USDT';
export const LOAN_DAY_MS = 86_400_000;
export const LOAN_FREE_DAYS = 1;
export const LOAN_RATE_SCALE = 1_000_000n;

/** One day's interest on `principal` at `ratePpm`, rounded down. */
export function loanDayInterest(principal: Atoms, ratePpm: number): Atoms {
  return mulDiv(principal, BigInt(ratePpm), LOAN_RATE_SCALE, 'floor');
}

/** How many days of the loan have begun after day 0 at `now` (the last day index begun), never negative. */
export function loanDaysBegun(startedAt: number, now: number): number {
  return now < startedAt ? 0 : Math.floor((now - startedAt) / LOAN_DAY_MS);
}

export const loanDueAt = (startedAt: number, termDays: number): number => startedAt + termDays * LOAN_DAY_MS;

/**
 * The interest charged for days (from, to] (day indexes) on a principal that stays `principal`: normal days at the
 * daily rate, days at or after the term at the penalty rate. Answers both parts.
 */
export function loanChargeFor(principal: Atoms, fromDay: number, toDay: number, terms: { termDays: number; dailyRatePpm: number; penaltyRatePpm: number }):
  { interest: Atoms; penalty: Atoms; normalDays: number; penaltyDays: number } {
  const lastNormal = terms.termDays - 1;
  const normalDays = Math.max(0, Math.min(toDay, lastNormal) - Math.max(fromDay, LOAN_FREE_DAYS - 1));
  const penaltyDays = Math.max(0, toDay - Math.max(fromDay, lastNormal));
  return {
    interest: loanDayInterest(principal, terms.dailyRatePpm) * BigInt(normalDays),
    penalty: loanDayInterest(principal, terms.penaltyRatePpm) * BigInt(penaltyDays),
    normalDays, penaltyDays,
  };
}

/** What a loan costs when repaid at term (before it is due): the interest of days 1 to term - 1, and the total to repay. */
export function loanCost(principal: Atoms, termDays: number, dailyRatePpm: number): { daily: Atoms; interest: Atoms; total: Atoms; chargedDays: number } {
  const chargedDays = Math.max(0, termDays - LOAN_FREE_DAYS);
  const daily = loanDayInterest(principal, dailyRatePpm);
  const interest = daily * BigInt(chargedDays);
  return { daily, interest, total: principal + interest, chargedDays };
}


/** A percent as typed ("0.1") into ppm (1000), or null: at most 4 places, 0 to 100. */
export function ppmOfPercent(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,3}(\.\d{1,4})?$/.test(text.trim())) return null;
  const [w = '0', f = ''] = text.trim().split('.');
  const ppm = Number(w) * 10_000 + Number(f.padEnd(4, '0'));
  return ppm <= 1_000_000 ? ppm : null;
}

export type LoanAmountError = 'loans_amount_required' | 'loans_amount_invalid' | 'loans_amount_below_min' | 'loans_amount_above_max';

/** A loan amount as typed: a positive USDT decimal within the product's minimum and maximum. */
export function checkLoanAmount(text: string | undefined, min: Atoms, max: Atoms): { ok: true; amount: Atoms } | { ok: false; error: LoanAmountError } {
  if (text === undefined || text.trim() === '') return { ok: false, error: 'loans_amount_required' };
  const amount = tryParseAmount(text.trim(), 8);
  if (amount === null || amount <= 0n) return { ok: false, error: 'loans_amount_invalid' };
  if (amount < min) return { ok: false, error: 'loans_amount_below_min' };
  if (amount > max) return { ok: false, error: 'loans_amount_above_max' };
  return { ok: true, amount };
}
