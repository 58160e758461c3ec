import { OPTION_RULE, OPTION_VOID_AFTER_MS, formatAmount, settleOption, tickSizeOf, type OptionOrder, type OptionVerification } from '@candor/shared';
import { OPTION_COIN } from './options.defaults.js';
import type { OrderRow } from './options.repo.js';

type TickRow = { id: number; price_atoms: bigint; ts: number; source: string };

const profitLoss = (o: OrderRow): string | null =>
  o.result === null ? null : formatAmount(o.result === 'win' ? o.payout_atoms - o.stake_atoms : o.result === 'loss' ? -o.stake_atoms : 0n);

export const orderOut = (o: OrderRow): OptionOrder => ({
  id: o.id, symbol: o.symbol, direction: o.direction, mode: o.mode, seconds: o.seconds, rate_bps: o.rate_bps,
  stake: formatAmount(o.stake_atoms), coin: OPTION_COIN, payout: formatAmount(o.payout_atoms), fee: '0',
  status: o.status, result: o.result, outcome: o.outcome, profit_loss: profitLoss(o),
  open_time: o.open_time, close_time: o.close_time, settled_at: o.settled_at,
  open_price: formatAmount(o.open_atoms), close_price: o.close_atoms === null ? null : formatAmount(o.close_atoms),
  open_tick_id: o.open_tick_id, close_tick_id: o.close_tick_id,
});

export const tickOut = (t: TickRow) => ({ tick_id: t.id, time: t.ts, price: formatAmount(t.price_atoms), source: t.source });

const credited = (o: OrderRow): bigint | null =>
  o.result === null ? null : o.result === 'win' ? o.payout_atoms : o.result === 'void' ? o.stake_atoms : 0n;

/**
 * The verification of one order: the stored ticks it cites, and the result recomputed from them now by the shared
 * rule. A void order is recomputed from the first tick at or after its close time that exists now (`firstAfterClose`):
 * if one lies within 10 s of the close time, the void would not match.
 */
export function verificationOut(o: OrderRow, open: TickRow, close: TickRow | null, firstAfterClose: TickRow | null): OptionVerification {
  const settledFrom = o.status === 'void' ? firstAfterClose : close;
  const again = o.status === 'open' ? null : settleOption({
    direction: o.direction, stake: o.stake_atoms, rateBps: o.rate_bps, priceDecimals: o.price_decimals, closeTime: o.close_time,
    open: open.price_atoms, close: settledFrom ? { price: settledFrom.price_atoms, time: settledFrom.ts } : null,
  });
  const stored = { result: o.result, outcome: o.outcome, credited: credited(o) };
  const recomputed = { result: again?.result ?? null, outcome: again?.outcome ?? null, credited: again?.credited ?? null };
  const matches = o.status === 'open' || (stored.result === recomputed.result && stored.outcome === recomputed.outcome
    && stored.credited === recomputed.credited && open.id === o.open_tick_id && (o.status === 'void' || close?.id === o.close_tick_id));
  const money = (v: bigint | null) => (v === null ? null : formatAmount(v));
  return {
    id: o.id, symbol: o.symbol, direction: o.direction, mode: o.mode, seconds: o.seconds, rate_bps: o.rate_bps,
    stake: formatAmount(o.stake_atoms), coin: OPTION_COIN, status: o.status, price_decimals: o.price_decimals,
    tick_size: formatAmount(tickSizeOf(o.price_decimals)), open_time: o.open_time, close_time: o.close_time,
    void_deadline: o.close_time + OPTION_VOID_AFTER_MS, open_tick: tickOut(open), close_tick: close ? tickOut(close) : null,
    rule: OPTION_RULE,
    stored: { ...stored, credited: money(stored.credited) },
    recomputed: { ...recomputed, credited: money(recomputed.credited) },
    matches,
  };
}
