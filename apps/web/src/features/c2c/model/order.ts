import type { StatusTone } from '../../../ui/StatusTag';

/** C2C order status (decisions.md): 1 paying, 2 payment done, 3 completed, 4 in appeal, 5 cancelled. */
export const C2C_STATUSES = [1, 2, 3, 4, 5] as const;
export type C2cStatus = (typeof C2C_STATUSES)[number];

/** Which side of the trade the viewer is: the one who pays fiat and receives coin, or the one whose coin is in escrow. */
export type TradeSide = 'buyer' | 'seller';

export type OrderAction = 'pay' | 'cancel' | 'release' | 'appeal';

/**
 * What the viewer may do now (the server checks the same): the buyer marks paid or cancels while paying; after the
 * payment is marked the seller releases, and either side may appeal; an appeal, a completion or a cancel ends it.
 */
export function actionsOf(status: number, side: TradeSide): OrderAction[] {
  if (status === 1) return side === 'buyer' ? ['pay', 'cancel'] : [];
  if (status === 2) return side === 'seller' ? ['release', 'appeal'] : ['appeal'];
  return [];
}

export function statusTone(status: number): StatusTone {
  if (status === 1) return 'warning';
  if (status === 2) return 'info';
  if (status === 3) return 'success';
  if (status === 4) return 'danger';
  return 'neutral';
}

/** The viewer's side: a user's buy order makes the user the buyer; the merchant is the other side. */
export function sideOf(orderSide: 'buy' | 'sell', viewerIsMerchant: boolean): TradeSide {
  const userBuys = orderSide === 'buy';
  return userBuys !== viewerIsMerchant ? 'buyer' : 'seller';
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
