import { dailyYield } from '@candor/shared';
import type { TrustOrderRow } from './earn.repo.js';

/**
 * The day arithmetic of an order (pure): which day is due, what a trust order pays on its day k. Day k of an order
 * covers [start + (k - 1) days, start + k days) and is paid once that interval has ended.
 */

/** What trust order day k pays: one day's interest on the principal earning that day (an addition earns from the day after it). */
export function trustDayAmount(o: Pick<TrustOrderRow, 'principal_atoms' | 'pending_add_atoms' | 'pending_from_day' | 'daily_rate_ppm'>, k: number): bigint {
  const base = k >= o.pending_from_day ? o.principal_atoms : o.principal_atoms - o.pending_add_atoms;
  return dailyYield(base, o.daily_rate_ppm);
}

/** What a trust order still promises: the days after `days_paid` up to its cycle. */
export function trustRemaining(o: Pick<TrustOrderRow, 'principal_atoms' | 'pending_add_atoms' | 'pending_from_day' | 'daily_rate_ppm' | 'days_paid' | 'cycle_days'>): bigint {
  let total = 0n;
  for (let k = o.days_paid + 1; k <= o.cycle_days; k += 1) total += trustDayAmount(o, k);
  return total;
}

/** The day (1-based) in progress at `now`, 0 before the start, `days + 1` after the end. */
export function dayInProgress(start: number, days: number, now: number): number {
  if (now < start) return 0;
  return Math.min(days + 1, Math.floor((now - start) / 86_400_000) + 1);
}
