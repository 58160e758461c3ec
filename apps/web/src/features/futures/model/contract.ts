/** What the pages know of a futures contract and a position, in the web's own terms (queries.ts maps the API's). */
export type PositionSide = 'long' | 'short';
export type MarginMode = 'cross' | 'isolated';

export type MarginTier = { upTo: string | null; rate: string };

export type Contract = {
  symbol: string;
  base: string;
  quote: string;
  /** Base asset per lot, a decimal (BTC 0.001). */
  contractSize: string;
  priceDecimals: number;
  leverages: number[];
  /** Fee rates as decimals (0.0005 = 0.05 %). */
  makerFee: string;
  takerFee: string;
  maxLots: number;
  /** Maintenance margin rate by position value, smallest tier first; the last has no upper bound. */
  tiers: MarginTier[];
  /** Open interest cap per side in lots (the same for every user), null when none. */
  oiCapLots: number | null;
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

/** Status codes of the seed: 0 pending, 1 position, 2 closing, 3 closed, 4 cancelled. */
export type PositionStatus = 0 | 1 | 2 | 3 | 4;

/** One order and the position it opened, as the lists show it (every amount a decimal string). */
export type Position = {
  id: number;
  symbol: string;
  side: PositionSide;
  marginMode: MarginMode;
  leverage: number;
  orderType: 'market' | 'limit';
  lots: number;
  /** The limit price a waiting order waits for (null for market orders). */
  limitPrice: string | null;
  entryPrice: string | null;
  margin: string;
  tp: string | null;
  sl: string | null;
  liqPrice: string | null;
  status: PositionStatus;
  /** Why a closed position closed: user, take_profit, stop_loss, trailing_stop, liquidation (null while open). */
  reason: string | null;
  closePrice: string | null;
  realisedPnl: string | null;
  fees: string;
  funding: string;
  openedAt: number | null;
  closedAt: number | null;
  createdAt: number;
};

/** A stored feed tick an order used: its id, time, price and source, and what it was used for. */
export type CitedTick = { id: number; time: number; price: string; source: string; use: string };
