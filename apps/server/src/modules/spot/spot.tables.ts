import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

export type SpotOrdersTable = {
  id: Generated<number>;
  user_id: number;
  mode: 'real' | 'demo';
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  price_atoms: bigint | null;
  /** Base quantity ordered; null for a market buy given as a quote budget. */
  qty_atoms: bigint | null;
  /** Quote budget of a market buy. */
  budget_atoms: bigint | null;
  filled_atoms: bigint;
  quote_filled_atoms: bigint;
  fee_atoms: bigint;
  /** What the order still holds locked in the ledger (quote for a buy, base for a sell). */
  locked_atoms: bigint;
  status: 'waiting' | 'completed' | 'cancelled';
  cancel_reason: string | null;
  created_at: number;
  updated_at: number;
};

export type SpotTradesTable = {
  id: Generated<number>;
  symbol: string;
  mode: 'real' | 'demo';
  price_atoms: bigint;
  qty_atoms: bigint;
  quote_atoms: bigint;
  taker_side: 'buy' | 'sell';
  maker_order_id: number;
  taker_order_id: number;
  buyer_fee_atoms: bigint;
  seller_fee_atoms: bigint;
  created_at: number;
  /** A simulated participant of a trial install was the buyer or the seller (every trade list says so). */
  simulated: Flag;
};

/** The tables of the spot module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    spot_orders: SpotOrdersTable;
    spot_trades: SpotTradesTable;
  }
}

/** The tables the spot module owns (its migrations create them; no other module writes them). */
export const spotTables = ['spot_orders', 'spot_trades'] as const;
