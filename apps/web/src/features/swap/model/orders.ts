import { tryParseAmount, type Atoms } from '@candor/shared';
import type { PageResult } from '../../../ui/list';
import type { SwapKind } from './catalog';

/** A swap as /swap/orders answers it. */
export type SwapOrder = {
  id: number; quote_id: string; kind: SwapKind; mode: 'real' | 'demo'; from: string; to: string;
  amount: string; gross: string; fee: string; fee_asset: string; receive: string; rate: string;
  from_price: string; to_price: string; price_unit: string; spread_bps: number; created_at: number;
};

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
