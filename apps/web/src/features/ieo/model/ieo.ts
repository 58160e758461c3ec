import { divRound, formatAmount, pow10, tryParseAmount } from '@candor/shared';
import type { StatusTone } from '../../../ui/StatusTag';

/** USDT for `amount` tokens at `price` (both decimal strings), rounded up as the server locks it; null when not a positive amount. */
export function costText(amount: string, price: string): string | null {
  const a = tryParseAmount(amount.trim());
  const p = tryParseAmount(price);
  if (a === null || p === null || a <= 0n) return null;
  return formatAmount(divRound(a * p, pow10(8), 'ceil'));
}

/** What is wrong with an amount against the per-user bounds, or null. */
export function amountProblem(amount: string, min: string, max: string): 'invalid' | 'min' | 'max' | null {
  const a = tryParseAmount(amount.trim());
  if (a === null || a <= 0n) return 'invalid';
  const lo = tryParseAmount(min);
  const hi = tryParseAmount(max);
  if (lo !== null && a < lo) return 'min';
  if (hi !== null && a > hi) return 'max';
  return null;
}

/** The tone of an application status (1 subscribed .. 6 unfrozen). */
export function statusTone(status: number): StatusTone {
  if (status === 2) return 'danger';
  if (status === 3) return 'warning';
  if (status === 6) return 'success';
  return 'info';
}

export function stateTone(state: string): StatusTone {
  if (state === 'subscribing' || state === 'open') return 'success';
  if (state === 'launched' || state === 'redeeming' || state === 'paying') return 'warning';
  if (state === 'review' || state === 'closed' || state === 'done' || state === 'redeemed') return 'neutral';
  return 'info';
}

/** The id query parameter of a detail page (0 when missing). */
export const idParam = (search: string): number => {
  const v = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(v) && v > 0 ? v : 0;
};
