import { mulDiv, tryParseAmount, type SpotOrder } from '@candor/shared';

/** A spot order as spot/list, spot/trade and the `orders` channel answer it (the API contract's shape). */
export type { SpotOrder };

export type OrderTab = 'open' | 'history';

export const ORDERS_PAGE_SIZE = 20;

/** The query of spot/list for a tab: open orders are the waiting ones; history is read whole and filtered. */
export function ordersQuery(tab: OrderTab, symbol: string | null, page: number): { status?: 'waiting'; symbol?: string; page: number; limit: number } {
  return { ...(tab === 'open' ? { status: 'waiting' as const } : {}), ...(symbol ? { symbol } : {}), page, limit: ORDERS_PAGE_SIZE };
}

export type OrdersPage = { items: SpotOrder[]; hasMore: boolean };

/**
 * One page of a tab. spot/list takes one status at a time, so History reads every order (newest first) and keeps
 * the finished ones; `hasMore` follows the server's total, so a page that kept nothing still leads to the next.
 */
export function toOrdersPage(tab: OrderTab, data: { total: number; items: SpotOrder[] }, page: number): OrdersPage {
  const items = tab === 'history' ? data.items.filter((o) => o.status !== 'waiting') : data.items;
  return { items, hasMore: page * ORDERS_PAGE_SIZE < data.total };
}

export type StatusKey = 'open' | 'partial' | 'filled' | 'cancelled' | 'partial_cancelled';
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const traded = (o: SpotOrder): boolean => (tryParseAmount(o.filled) ?? 0n) > 0n;

/** The tag of an order: its state in words (a key under `spot:status.`) and a tone. */
export function statusOf(o: SpotOrder): { key: StatusKey; tone: StatusTone } {
  if (o.status === 'waiting') return traded(o) ? { key: 'partial', tone: 'warning' } : { key: 'open', tone: 'info' };
  if (o.status === 'completed') return { key: 'filled', tone: 'success' };
  return traded(o) ? { key: 'partial_cancelled', tone: 'warning' } : { key: 'cancelled', tone: 'neutral' };
}

/** How much of a limit order (or a market sell) has traded, in whole percent rounded down; null for a budget buy. */
export function filledPercent(o: SpotOrder): number | null {
  const amount = o.amount === null ? null : tryParseAmount(o.amount);
  const filled = tryParseAmount(o.filled) ?? 0n;
  if (amount === null || amount <= 0n) return null;
  return Number(mulDiv(filled, 100n, amount, 'floor'));
}

/** Cancel reasons the interface explains; anything else is shown without a note. */
export const REASONS = ['user', 'ioc_remainder', 'fok_not_fillable', 'post_only_would_cross', 'self_trade', 'no_liquidity', 'funds_exhausted'] as const;
export type Reason = (typeof REASONS)[number];

/** Why a finished order stopped, when that is worth a line: cancelled orders, and market orders stopped early. */
export function reasonOf(o: SpotOrder): Reason | null {
  const r = REASONS.find((x) => x === o.cancel_reason) ?? null;
  if (r === null || o.status === 'waiting') return null;
  if (o.status === 'completed') return r === 'no_liquidity' ? r : null;
  return r;
}
