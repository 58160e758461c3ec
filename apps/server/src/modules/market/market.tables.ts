import type { Generated } from 'kysely';

export type TicksTable = {
  id: Generated<number>;
  symbol: string;
  price_atoms: bigint;
  volume_atoms: bigint;
  ts: number;
  source: string;
};

export type CandlesTable = {
  symbol: string;
  interval: string;
  open_time: number;
  open_atoms: bigint;
  high_atoms: bigint;
  low_atoms: bigint;
  close_atoms: bigint;
  volume_atoms: bigint;
};

export type TickCitationsTable = { tick_id: number; subject: string; created_at: number };

export type FavoritesTable = { user_id: number; symbol: string; created_at: number };

/** A market as data: the shared code list's markets (source 'seed') and the spot markets the operator listed. */
export type MarketListingsTable = {
  symbol: string;
  base: string;
  quote: string;
  name: string;
  kind: string;
  price_decimals: number;
  qty_decimals: number;
  source: 'seed' | 'listed';
  listed_by: number | null;
  listed_at: number;
};

/** The tables of the market module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    ticks: TicksTable;
    candles: CandlesTable;
    tick_citations: TickCitationsTable;
    favorites: FavoritesTable;
    market_listings: MarketListingsTable;
  }
}

/** The tables the market module owns (its migrations create them; no other module writes them). */
export const marketTables = ['ticks', 'candles', 'tick_citations', 'favorites', 'market_listings'] as const;
