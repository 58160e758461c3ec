import type { StatusTone } from '../../../ui/StatusTag';

/** C2C order status (decisions.md): 1 paying, 2 payment done, 3 completed, 4 in appeal, 5 cancelled. */
export const C2C_STATUSES = [1, 2, 3, 4, 5] as const;
export type C2cStatus = (typeof C2C_STATUSES)[number];

export function statusTone(status: number): StatusTone {
  if (status === 1) return 'warning';
  if (status === 2) return 'info';
  if (status === 3) return 'success';
  if (status === 4) return 'danger';
  return 'neutral';
}

/** The order list's filter tabs: every order, or one status. */
export const ORDER_TABS = ['all', 1, 2, 4, 3, 5] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The id query parameter of a detail page (0 when missing). */
export function idParam(search: string): number {
  const v = Number(new URLSearchParams(search).get('id'));
  return Number.isSafeInteger(v) && v > 0 ? v : 0;
}

/** Average release time as minutes and seconds, or null before any release. */
export function releaseTime(seconds: number | null): { m: number; s: number } | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  return { m: Math.floor(whole / 60), s: whole % 60 };
}
