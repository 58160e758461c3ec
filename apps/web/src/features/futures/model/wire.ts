import { formatAmount as toDecimal, tryParseAmount, type FuturesMarket, type FuturesMarkets, type FuturesPosition, type FuturesPositionDetail } from '@candor/shared';
import type { CitedTick, MarginMode, PositionSide, PositionStatus } from './contract';
import type { FundingView } from './funding';

/** One order and the position it opened, as the lists show it (every amount a decimal string). */
export type Position = {
  id: number;
  symbol: string;
  side: PositionSide;
  marginMode: MarginMode;
  leverage: number;
  orderType: 'market' | 'limit';
  lots: number;
  /** Base units, a decimal. */
  quantity: string;
  limitPrice: string | null;
  entryPrice: string | null;
  margin: string;
  tp: string | null;
  sl: string | null;
  /** A trailing stop's distance from the best mark since opening, and where it stands now (null: none). */
  trailDistance: string | null;
  trailStop: string | null;
  liqPrice: string | null;
  status: PositionStatus;
  /** Why a closed position closed: user, take_profit, stop_loss, trailing_stop, liquidation (null while open). */
  reason: string | null;
  closePrice: string | null;
  realisedPnl: string;
  fees: string;
  funding: string;
  createdAt: number;
  openedAt: number | null;
  closedAt: number | null;
};

const statusOf = (n: number): PositionStatus => (n === 0 || n === 1 || n === 2 || n === 3 || n === 4 ? n : 3);
const sum = (...values: string[]): string => toDecimal(values.reduce((acc, v) => acc + (tryParseAmount(v) ?? 0n), 0n));

export function toPosition(p: FuturesPosition): Position {
  return {
    id: p.id, symbol: p.symbol, side: p.side, marginMode: p.margin_mode, leverage: p.leverage, orderType: p.type, lots: p.lots,
    quantity: p.quantity, limitPrice: p.limit_price, entryPrice: p.entry_price, margin: p.margin, tp: p.take_profit, sl: p.stop_loss,
    trailDistance: p.trail_distance, trailStop: p.trail_stop,
    liqPrice: p.liquidation_price, status: statusOf(p.status), reason: p.close_reason, closePrice: p.close_price,
    realisedPnl: p.realized_pnl, fees: sum(p.open_fee, p.close_fee, p.liquidation_fee), funding: p.funding,
    createdAt: p.created_at, openedAt: p.opened_at, closedAt: p.closed_at,
  };
}

export function toTicks(d: FuturesPositionDetail): CitedTick[] {
  return d.citations.map((c) => ({ id: c.tick_id, time: c.time, price: c.price, source: c.source, use: c.role }));
}

export function toFunding(m: FuturesMarket): FundingView {
  return {
    symbol: m.symbol, ratePpm: m.next_funding.rate_ppm, payer: m.next_funding.payer, nextAt: m.next_funding.time,
    intervalMs: m.funding.interval_ms, longLots: m.long_lots, shortLots: m.short_lots,
    factorPpm: m.funding.factor_ppm, exponent: m.funding.exponent, capPpm: m.funding.cap_ppm,
  };
}

/** The body of futures/trade as the form sends it. */
export type OpenBody = {
  symbol: string; side: PositionSide; margin_mode: MarginMode; leverage: number; type: 'market' | 'limit'; lots: string;
  price?: string; take_profit?: string; stop_loss?: string; idempotency_key: string;
};

export type MarketsView = { markets: FuturesMarkets['markets']; insuranceFund: string };
