import {
  formatAmount, notionalOf, pnlOf, quantityOf, roeBps, FUTURES_CLOSE_REASONS,
  type FuturesCloseReason, type FuturesPosition, type TickCitation,
} from '@candor/shared';
import type { PositionRow } from './futures.repo.js';
import { STATUS } from './futures.repo.js';

const f = (x: bigint | null): string | null => (x === null ? null : formatAmount(x));
const isReason = (x: string | null): x is FuturesCloseReason => x !== null && (FUTURES_CLOSE_REASONS as readonly string[]).includes(x);

/** A position or order on the wire, with its PnL and ROE at the mark (open positions only). */
export function positionOut(r: PositionRow, mark: bigint | null, liquidation: bigint | null): FuturesPosition {
  const quantity = quantityOf(r.lots, r.contract_size_atoms);
  const open = r.status === STATUS.position && r.entry_atoms !== null && mark !== null;
  const pnl = open ? pnlOf(r.side, r.entry_atoms!, mark, quantity) : null;
  const valueAt = (r.status === STATUS.position ? mark : null) ?? r.close_atoms ?? r.entry_atoms ?? r.limit_atoms ?? 0n;
  const trailStop = r.trail_atoms !== null && r.status === STATUS.position
    ? (r.side === 'long' ? (r.trail_peak_atoms ?? r.entry_atoms ?? 0n) - r.trail_atoms : (r.trail_peak_atoms ?? r.entry_atoms ?? 0n) + r.trail_atoms)
    : null;
  return {
    id: r.id, symbol: r.symbol, side: r.side, margin_mode: r.margin_mode, type: r.order_type, mode: r.mode, status: r.status,
    close_reason: isReason(r.close_reason) ? r.close_reason : null, cancel_reason: r.cancel_reason,
    lots: r.lots, contract_size: formatAmount(r.contract_size_atoms), quantity: formatAmount(quantity), leverage: r.leverage,
    limit_price: f(r.limit_atoms), entry_price: f(r.entry_atoms), mark_price: r.status === STATUS.position ? f(mark) : null, close_price: f(r.close_atoms),
    value: formatAmount(notionalOf(valueAt, quantity)),
    margin: formatAmount(r.margin_atoms), open_fee: formatAmount(r.open_fee_atoms), close_fee: formatAmount(r.close_fee_atoms),
    liquidation_fee: formatAmount(r.liquidation_fee_atoms),
    take_profit: f(r.tp_atoms), stop_loss: f(r.sl_atoms), trail_distance: f(r.trail_atoms), trail_stop: f(trailStop),
    liquidation_price: r.status === STATUS.position ? f(liquidation) : null,
    unrealized_pnl: f(pnl), roe_bps: pnl === null ? null : roeBps(pnl, r.margin_atoms),
    realized_pnl: formatAmount(r.realized_pnl_atoms), funding: formatAmount(r.funding_atoms),
    created_at: r.created_at, opened_at: r.opened_at, closed_at: r.closed_at,
  };
}

const ROLES = ['open', 'fill', 'close', 'take_profit', 'stop_loss', 'trailing_stop', 'liquidation'] as const;

export function citationOut(c: { subject: string; id: number; price_atoms: bigint; ts: number; source: string }): TickCitation {
  const role = c.subject.split(':')[2] ?? 'close';
  return {
    role: (ROLES as readonly string[]).includes(role) ? (role as TickCitation['role']) : 'close',
    tick_id: c.id, time: c.ts, price: formatAmount(c.price_atoms), source: c.source,
  };
}
