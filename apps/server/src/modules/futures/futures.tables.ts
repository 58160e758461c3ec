import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/** A contract's terms: operator data (never a price), edited in the back office, applied to new orders. */
export type FuturesContractsTable = {
  symbol: string;
  enabled: Flag;
  /** Base atoms per lot. */
  contract_size_atoms: bigint;
  /** Comma-separated leverage choices, e.g. "1,2,5,10,20,50". */
  leverages: string;
  /** JSON [{ "max": "<atoms>"|null, "bps": n }], ascending. */
  mm_tiers: string;
  maker_fee_bps: number;
  taker_fee_bps: number;
  liquidation_fee_bps: number;
  max_lots: number;
  oi_cap_lots: number;
  funding_factor_ppm: number;
  funding_exponent: number;
  funding_cap_ppm: number;
  updated_at: number;
  updated_by: number | null;
};

/** Open lots per symbol, mode and side, moved with a conditional update so the cap holds under concurrency. */
export type FuturesOpenInterestTable = { symbol: string; mode: 'real' | 'demo'; long_lots: number; short_lots: number };

/**
 * An order and, once filled, its position (the seed's one record): status 0 pending, 1 position, 2 closing,
 * 3 closed, 4 cancelled. A partial close writes a closed row of its own (`parent_id`) and the position keeps the rest.
 */
export type FuturesPositionsTable = {
  id: Generated<number>;
  user_id: number;
  mode: 'real' | 'demo';
  symbol: string;
  side: 'long' | 'short';
  margin_mode: 'cross' | 'isolated';
  order_type: 'market' | 'limit';
  status: number;
  close_reason: string | null;
  cancel_reason: string | null;
  parent_id: number | null;
  lots: number;
  contract_size_atoms: bigint;
  leverage: number;
  mm_rate_bps: number;
  taker_fee_bps: number;
  liquidation_fee_bps: number;
  limit_atoms: bigint | null;
  entry_atoms: bigint | null;
  close_atoms: bigint | null;
  /** Margin locked for the position (for a pending order: with `fee_reserve_atoms` beside it). */
  margin_atoms: bigint;
  fee_reserve_atoms: bigint;
  open_fee_atoms: bigint;
  close_fee_atoms: bigint;
  liquidation_fee_atoms: bigint;
  realized_pnl_atoms: bigint;
  funding_atoms: bigint;
  tp_atoms: bigint | null;
  sl_atoms: bigint | null;
  trail_atoms: bigint | null;
  /** The best mark since opening (trailing stop), kept as ticks move. */
  trail_peak_atoms: bigint | null;
  liq_atoms: bigint | null;
  /** Ticks with ids up to this one were known when the order was made: only later ticks may trigger it. */
  from_tick_id: number;
  version: number;
  created_at: number;
  opened_at: number | null;
  closed_at: number | null;
};

export type FuturesFundingRatesTable = {
  id: Generated<number>;
  symbol: string;
  mode: 'real' | 'demo';
  period_start: number;
  rate_ppm: number;
  payer: 'long' | 'short' | null;
  long_value_atoms: bigint;
  short_value_atoms: bigint;
  mark_atoms: bigint;
  created_at: number;
};

export type FuturesFundingPaymentsTable = {
  id: Generated<number>;
  rate_id: number;
  position_id: number;
  user_id: number;
  mode: 'real' | 'demo';
  symbol: string;
  /** Positive: received; negative: paid. */
  amount_atoms: bigint;
  created_at: number;
};

export type FuturesInsuranceEventsTable = {
  id: Generated<number>;
  mode: 'real' | 'demo';
  position_id: number | null;
  kind: 'liquidation_fee' | 'shortfall' | 'funding';
  amount_atoms: bigint;
  platform_covered_atoms: bigint;
  created_at: number;
};

/** The engine's progress: `tick_cursor` is the last stored tick applied to positions. */
export type FuturesStateTable = { key: string; value: number };
/** One change another process must see: a position written (`position_id`) or a cross user's balance moved (`user_id`, `mode`). */
export type FuturesChangesTable = { id: Generated<number>; position_id: number | null; user_id: number | null; mode: 'real' | 'demo' | null };
/** Who applies the ticks and fires the triggers, until when (epoch ms); renewed while it lives, taken over when it lapses. */
export type FuturesLeaseTable = { name: string; holder: string; until: number };

declare module '../../platform/db/tables.js' {
  interface Tables {
    futures_contracts: FuturesContractsTable;
    futures_open_interest: FuturesOpenInterestTable;
    futures_positions: FuturesPositionsTable;
    futures_funding_rates: FuturesFundingRatesTable;
    futures_funding_payments: FuturesFundingPaymentsTable;
    futures_insurance_events: FuturesInsuranceEventsTable;
    futures_state: FuturesStateTable;
    futures_changes: FuturesChangesTable;
    futures_lease: FuturesLeaseTable;
  }
}

export const futuresTables = [
  'futures_contracts', 'futures_open_interest', 'futures_positions', 'futures_funding_rates', 'futures_funding_payments',
  'futures_insurance_events', 'futures_state', 'futures_changes', 'futures_lease',
] as const;
