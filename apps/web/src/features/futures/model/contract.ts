import type { FuturesMarket, FuturesSide, MarginMode } from '@candor/shared';

/** What the pages know of a futures contract and a position, in the web's own terms (wire.ts maps the API's). */
export type PositionSide = FuturesSide;
export type { MarginMode };

/** A maintenance margin tier: notional up to `maxNotional` (a USDT decimal; null: no bound) at `rateBps`. */
export type MarginTier = { maxNotional: string | null; rateBps: number };

export type Contract = {
  symbol: string;
  base: string;
  quote: string;
  /** Base asset per lot, a decimal (BTC 0.001). */
  contractSize: string;
  priceDecimals: number;
  leverages: number[];
  makerFeeBps: number;
  takerFeeBps: number;
  liquidationFeeBps: number;
  maxLots: number;
  /** Maintenance margin rate by notional, smallest tier first; the last has no upper bound. */
  tiers: MarginTier[];
  /** Open interest cap per side in lots (the same for every user). */
  oiCapLots: number;
};

export const DEFAULT_SYMBOL = 'BTC/USDT';

/** A symbol from the address: upper case, BTCUSDT and btc_usdt read as BTC/USDT. */
export function normalizeSymbol(raw: string | null | undefined): string {
  const s = (raw ?? '').trim().toUpperCase().replace(/[_-]/g, '/');
  if (s === '') return DEFAULT_SYMBOL;
  if (s.includes('/')) return s;
  return s.endsWith('USDT') && s.length > 4 ? `${s.slice(0, -4)}/USDT` : s;
}

export const contractOf = (contracts: readonly Contract[], symbol: string): Contract | undefined =>
  contracts.find((c) => c.symbol === symbol);

export function toContract(m: FuturesMarket): Contract {
  return {
    symbol: m.symbol, base: m.base, quote: m.quote, contractSize: m.contract_size, priceDecimals: m.price_decimals,
    leverages: m.leverages, makerFeeBps: m.maker_fee_bps, takerFeeBps: m.taker_fee_bps, liquidationFeeBps: m.liquidation_fee_bps,
    maxLots: m.max_lots, tiers: m.mm_tiers.map((t) => ({ maxNotional: t.max_notional, rateBps: t.rate_bps })), oiCapLots: m.oi_cap_lots,
  };
}

/** Status codes of the seed: 0 pending, 1 position, 2 closing, 3 closed, 4 cancelled. */
export type PositionStatus = 0 | 1 | 2 | 3 | 4;

/** A stored feed tick an order used: its id, time, price and source, and what it was used for. */
export type CitedTick = { id: number; time: number; price: string; source: string; use: string };
