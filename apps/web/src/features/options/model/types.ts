import type { Atoms } from '@candor/shared';

/** What the pages know of options, in the web's own terms (wire.ts maps the API's shapes onto these). */
export type Direction = 'rise' | 'fall' | 'even';
export const DIRECTIONS: readonly Direction[] = ['rise', 'fall', 'even'];

/** A duration's terms: operator data, shown before buying and copied onto each order. */
export type Duration = { seconds: number; enabled: boolean; rateBps: number; minStake: Atoms; maxStake: Atoms };

/** A symbol's terms and what is open on it now (the caps are the same for every user). */
export type OptionMarket = {
  symbol: string; base: string; quote: string; name: string; enabled: boolean; priceDecimals: number;
  userOpenCap: Atoms; sideOpenCap: Atoms; last: string | null; openStake: Record<Direction, Atoms>;
};

export type Products = {
  mode: 'real' | 'demo'; coin: string; durations: Duration[]; markets: OptionMarket[]; voidAfterMs: number; payoutAccount: string;
  /** The platform's options account in this mode: where wins are paid from and losing stakes go. */
  payoutAccountBalance: Atoms;
  /** The user's free options balance in this mode (null: not signed in). */
  available: Atoms | null;
};

export type OrderStatus = 'open' | 'settled' | 'void';
export type OrderResult = 'win' | 'loss' | 'void';

export type Order = {
  id: number; symbol: string; direction: Direction; mode: 'real' | 'demo'; seconds: number; rateBps: number;
  stake: Atoms; coin: string; payout: Atoms; status: OrderStatus; result: OrderResult | null; outcome: Direction | null;
  profitLoss: Atoms | null; openTime: number; closeTime: number; settledAt: number | null;
  openPrice: string; closePrice: string | null;
};

export type Tick = { tickId: number; time: number; price: string; source: string };

export type Verification = {
  id: number; symbol: string; direction: Direction; mode: 'real' | 'demo'; seconds: number; rateBps: number; stake: Atoms; coin: string;
  status: OrderStatus; priceDecimals: number; tickSize: string; openTime: number; closeTime: number; voidDeadline: number;
  openTick: Tick; closeTick: Tick | null;
  stored: { result: OrderResult | null; outcome: Direction | null; credited: Atoms | null };
  recomputed: { result: OrderResult | null; outcome: Direction | null; credited: Atoms | null };
  matches: boolean;
};

export const DEFAULT_SYMBOL = 'BTC/USDT';

/** A symbol from the address: upper case, BTCUSDT and btc_usdt read as BTC/USDT. */
export function normalizeSymbol(raw: string | null | undefined): string {
  const s = (raw ?? '').trim().toUpperCase().replace(/[_-]/g, '/');
  if (s === '') return DEFAULT_SYMBOL;
  if (s.includes('/')) return s;
  return s.endsWith('USDT') && s.length > 4 ? `${s.slice(0, -4)}/USDT` : s;
}
