import { tryParseAmount } from '@candor/shared';
import type { SpotOrder } from './orders';

/** What to tell the user right after placing an order (a key under `spot:placed.`) and whether it is good news. */
export function placedOutcome(o: Pick<SpotOrder, 'status' | 'filled'>): { key: 'waiting' | 'partial' | 'completed' | 'cancelled'; ok: boolean } {
  const traded = (tryParseAmount(o.filled) ?? 0n) > 0n;
  if (o.status === 'completed') return { key: 'completed', ok: true };
  if (o.status === 'waiting') return { key: traded ? 'partial' : 'waiting', ok: true };
  return { key: 'cancelled', ok: false };
}
