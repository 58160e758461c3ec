import { formatAmount } from '@candor/shared';
import { z } from 'zod';
import type { SpotOrderRow } from './spot.repo.js';

const dec = (v: bigint | null): string | null => (v === null ? null : formatAmount(v));

export const orderSchema = z.object({
  id: z.number(), symbol: z.string(), side: z.enum(['buy', 'sell']), type: z.enum(['limit', 'market']), tif: z.string(),
  price: z.string().nullable(), amount: z.string().nullable(), budget: z.string().nullable(), filled: z.string(),
  filled_quote: z.string(), avg_price: z.string().nullable(), fee: z.string(), fee_asset: z.string(),
  status: z.enum(['waiting', 'completed', 'cancelled']), cancel_reason: z.string().nullable(), mode: z.enum(['real', 'demo']),
  created_at: z.number(), updated_at: z.number(),
});

export function orderOut(o: SpotOrderRow) {
  const [base = '', quote = ''] = o.symbol.split('/');
  const avg = o.filled_atoms > 0n ? (o.quote_filled_atoms * 100_000_000n) / o.filled_atoms : null;
  return {
    id: o.id, symbol: o.symbol, side: o.side, type: o.type, tif: o.tif, price: dec(o.price_atoms), amount: dec(o.qty_atoms),
    budget: dec(o.budget_atoms), filled: formatAmount(o.filled_atoms), filled_quote: formatAmount(o.quote_filled_atoms),
    avg_price: dec(avg), fee: formatAmount(o.fee_atoms), fee_asset: o.side === 'buy' ? base : quote, status: o.status,
    cancel_reason: o.cancel_reason, mode: o.mode, created_at: o.created_at, updated_at: o.updated_at,
  };
}

export type OrderView = ReturnType<typeof orderOut>;
