import { formatAmount, type Atoms } from '../money.js';

/**
 * The arithmetic of earn products that the server and the pages both compute, in exact integer atoms. Rates are whole
 * parts per million per day. Every yield rounds down per day (the published rate is never exceeded) and a day's
 * yield is the same every day of an order, so the expected total is exactly daily x days. Days are UTC days: an
 * order's yield days start at the next 00:00 UTC after it was made, and day k is paid when start + k days has come,
 * so months and leap days (29 February) need no special case.
 */

export const DAY_MS = 86_400_000;
export const EARN_PPM = 1_000_000n;
/** Early redemption of a trust order costs 1.5 x one day's interest on the principal (decisions.md). */
export const TRUST_PENALTY_NUMERATOR = 3n;
export const TRUST_PENALTY_DENOMINATOR = 2n;
/** Quantify early exit: settlement ratio x remaining days x amount; 0.4% by default (decisions.md). */
export const QUANTIFY_EXIT_RATIO_PPM = 4000;
/** The coin of the U plan (idle funding USDT). */
export const UPLAN_COIN = 'USDT';

/** 00:00 UTC of the day of `ms`. */
export const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;
/** When yields of an order made at `ms` start: the next 00:00 UTC. */
export const yieldStart = (ms: number): number => dayStart(ms) + DAY_MS;
/** The UTC day of `ms` as YYYY-MM-DD. */
export const dayKey = (ms: number): string => new Date(dayStart(ms)).toISOString().slice(0, 10);
/** The end of an order's term: its start plus its days. */
export const termEnd = (start: number, days: number): number => start + days * DAY_MS;

/** How many of an order's `days` have completely passed by `now` (0 before the start, `days` after the end). */
export function daysElapsed(start: number, days: number, now: number): number {
  if (now < start) return 0;
  return Math.min(days, Math.floor((now - start) / DAY_MS));
}

/** The days of an order still to come at `now`. */
export const daysRemaining = (start: number, days: number, now: number): number => days - daysElapsed(start, days, now);

/** One day's yield on an amount at a daily rate, rounded down. */
export function dailyYield(amount: Atoms, ratePpm: number): Atoms {
  if (amount <= 0n || ratePpm <= 0) return 0n;
  return (amount * BigInt(ratePpm)) / EARN_PPM;
}

/** The yield of `days` days (what a trust order pays at maturity): exactly daily x days. */
export const termYield = (amount: Atoms, ratePpm: number, days: number): Atoms => dailyYield(amount, ratePpm) * BigInt(Math.max(0, days));

/** Early redemption penalty of a trust order: 1.5 x one day's interest on the principal, rounded down, at most the principal. */
export function trustRedeemPenalty(principal: Atoms, ratePpm: number): Atoms {
  if (principal <= 0n || ratePpm <= 0) return 0n;
  const p = (principal * BigInt(ratePpm) * TRUST_PENALTY_NUMERATOR) / (EARN_PPM * TRUST_PENALTY_DENOMINATOR);
  return p > principal ? principal : p;
}

/** Quantify early exit penalty: ratio x remaining days x amount, rounded down, at most the amount. */
export function quantifyExitPenalty(amount: Atoms, ratioPpm: number, remainingDays: number): Atoms {
  if (amount <= 0n || ratioPpm <= 0 || remainingDays <= 0) return 0n;
  const p = (amount * BigInt(ratioPpm) * BigInt(remainingDays)) / EARN_PPM;
  return p > amount ? amount : p;
}

/** 32-bit FNV-1a of a string's UTF-16 code units (ASCII here): the published, recomputable hash of the rate rule. */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The published rule choosing a quantify plan's rate for a day: the same for every order of the plan that day, no
 * per-user input, recomputable by anyone: min + FNV-1a32("quantify:<plan id>:<YYYY-MM-DD>") mod (max - min + 1).
 */
export function quantifyRatePpm(planId: number, day: string, minPpm: number, maxPpm: number): number {
  if (maxPpm <= minPpm) return minPpm;
  return minPpm + (fnv1a32(`quantify:${planId}:${day}`) % (maxPpm - minPpm + 1));
}

export const QUANTIFY_RATE_RULE =
  'rate(day) = min + FNV-1a32("quantify:<plan id>:<YYYY-MM-DD>") mod (max - min + 1), in parts per million; the same for every order of the plan that day';

/**
 * How many whole days the earn account's balance covers at the promised daily outflow; null when nothing is promised.
 */
export function coverageDays(balance: Atoms, daily: Atoms): number | null {
  if (daily <= 0n) return null;
  if (balance <= 0n) return 0;
  const d = balance / daily;
  return d > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(d);
}

/** Whether the earn account can take on `extra` promised yield: balance >= outstanding + extra. */
export const covers = (balance: Atoms, outstanding: Atoms, extra: Atoms): boolean => balance >= outstanding + extra;

/** A daily rate in ppm as a percent string: 5000 -> "0.5" (%). */
export const ratePercent = (ppm: number): string => formatAmount(BigInt(ppm), 4);

/** A daily rate as a simple yearly percent (x 365), for display only: 5000 -> "182.5" (%). */
export const yearlyPercent = (ppm: number): string => formatAmount(BigInt(ppm) * 365n, 4);

/** What an early trust redemption returns: principal minus the penalty, plus the interest already accrued. */
export function trustRedeemReturn(principal: Atoms, accrued: Atoms, ratePpm: number): { penalty: Atoms; returned: Atoms } {
  const penalty = trustRedeemPenalty(principal, ratePpm);
  return { penalty, returned: principal - penalty + accrued };
}

/** A trust order's figures before subscribing (the buy page): daily interest, the total at maturity, when it matures. */
export function trustPreview(amount: Atoms, ratePpm: number, cycleDays: number, now: number): {
  daily: Atoms; total: Atoms; start: number; maturity: number; penalty: Atoms;
} {
  const start = yieldStart(now);
  return {
    daily: dailyYield(amount, ratePpm), total: termYield(amount, ratePpm, cycleDays),
    start, maturity: termEnd(start, cycleDays), penalty: trustRedeemPenalty(amount, ratePpm),
  };
}

/** A quantify order's range before starting it: the lowest and highest total the published range can pay. */
export function quantifyPreview(amount: Atoms, minPpm: number, maxPpm: number, days: number): { low: Atoms; high: Atoms } {
  return { low: termYield(amount, minPpm, days), high: termYield(amount, maxPpm, days) };
}
