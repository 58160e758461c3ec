import { tryParseAmount, type Atoms, type SwapOrder } from '@candor/shared';
import type { PageResult } from '../../../ui/list';

export const ORDERS_PER_PAGE = 20;

export function toOrdersPage(answer: { total: number; items: SwapOrder[] }, page: number, limit: number = ORDERS_PER_PAGE): PageResult<SwapOrder> {
  return { items: answer.items, hasMore: page * limit < answer.total };
}

/** The prices a swap was made at, in atoms (0 for a value that is not a number, which shows no rate). */
export function orderPrices(o: Pick<SwapOrder, 'from' | 'to' | 'from_price' | 'to_price'>): { from: string; to: string; fromPrice: Atoms; toPrice: Atoms } {
  return { from: o.from, to: o.to, fromPrice: tryParseAmount(o.from_price) ?? 0n, toPrice: tryParseAmount(o.to_price) ?? 0n };
}

/** An account as getBalance answers it. */
export type Balance = { asset: string; kind: string; available: string };

/** What a swap can spend of an asset: the funding account's available balance, 0 when there is none. */
export function availableOf(balances: readonly Balance[], asset: string): Atoms {
  const b = balances.find((x) => x.asset === asset && x.kind === 'funding');
  const v = b ? tryParseAmount(b.available) : null;
  return v !== null && v > 0n ? v : 0n;
}
