import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/** A coin swap prices both coins in USDT; a fiat swap prices both sides in the fiat currency. */
export type SwapKind = 'coin' | 'fiat';

/**
 * A price the user was shown, kept server-side so the exchange honours exactly it and nothing else: the answer
 * to `amount` of `from_asset` is amount x from_price / to_price, less the spread. Single use, valid until
 * `expires_at`. The id is random, so quotes cannot be guessed.
 */
export type SwapQuotesTable = {
  id: string;
  user_id: number;
  mode: 'real' | 'demo';
  kind: SwapKind;
  from_asset: string;
  to_asset: string;
  /** Value of one unit of each side in `price_unit` (USDT for coins, the fiat currency for fiat swaps). */
  from_price_atoms: bigint;
  to_price_atoms: bigint;
  price_unit: string;
  spread_bps: number;
  /** The amount the user asked a quote for, if any (the exchange may use another amount at the same price). */
  amount_atoms: bigint | null;
  created_at: number;
  expires_at: number;
  /** Set when an exchange used the quote. */
  used_at: number | null;
};

/** A completed swap: the user's record of the ledger entry `entry_id`. */
export type SwapOrdersTable = {
  id: Generated<number>;
  user_id: number;
  mode: 'real' | 'demo';
  kind: SwapKind;
  quote_id: string;
  from_asset: string;
  to_asset: string;
  amount_atoms: bigint;
  /** amount x from_price / to_price, rounded down: the value before the spread, in `to_asset`. */
  gross_atoms: bigint;
  /** The spread kept by the platform (to its fees account), in `to_asset`: gross - receive. */
  fee_atoms: bigint;
  receive_atoms: bigint;
  from_price_atoms: bigint;
  to_price_atoms: bigint;
  price_unit: string;
  spread_bps: number;
  entry_id: number;
  created_at: number;
};

/**
 * Operator-set fiat rates: units of the currency per 1 USDT. Not market prices: they are never written into ticks
 * or candles. `sample` marks the rates seeded at install, until an operator sets the rate.
 */
export type FiatRatesTable = {
  code: string;
  rate_atoms: bigint;
  /** Places of the currency's amounts (ISO 4217 minor units: 2 for USD, 0 for JPY). */
  decimals: number;
  enabled: Flag;
  sample: Flag;
  updated_by: number | null;
  updated_at: number;
};

/** The tables of the swap module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    swap_quotes: SwapQuotesTable;
    swap_orders: SwapOrdersTable;
    fiat_rates: FiatRatesTable;
  }
}

/** The tables the swap module owns (its migrations create them; no other module writes them). */
export const swapTables = ['swap_quotes', 'swap_orders', 'fiat_rates'] as const;
