import { formatAmount, type SpotOrder } from '@candor/shared';
import type { SpotOrderRow } from './spot.repo.js';

const dec = (v: bigint | null): string | null => (v === null ? null : formatAmount(v));

/** An order as the API answers it (packages/shared/src/api/spot.ts). */
export function orderOut(o: SpotOrderRow): SpotOrder {
  const [base = '', quote = ''] = o.symbol.split('/');
  const avg = o.filled_atoms > 0n ? (o.quote_filled_atoms * 100_000_000n) / o.filled_atoms : null;
  return {
    id: o.id, symbol: o.symbol, side: o.side, type: o.type, tif: o.tif, price: dec(o.price_atoms), amount: dec(o.qty_atoms),
    budget: dec(o.budget_atoms), filled: formatAmount(o.filled_atoms), filled_quote: formatAmount(o.quote_filled_atoms),
    avg_price: dec(avg), fee: formatAmount(o.fee_atoms), fee_asset: o.side === 'buy' ? base : quote, status: o.status,
    cancel_reason: o.cancel_reason, mode: o.mode, created_at: o.created_at, updated_at: o.updated_at,
  };
}

export type OrderView = SpotOrder;
