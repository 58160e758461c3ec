import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/** A duration's terms: operator data (never a price or an outcome), copied onto each order when it is bought. */
export type OptionDurationsTable = {
  seconds: number;
  enabled: Flag;
  rate_bps: number;
  min_stake_atoms: bigint;
  max_stake_atoms: bigint;
  updated_at: number;
  updated_by: number | null;
};

/** A symbol's availability and its open-stake caps, the same for every user. */
export type OptionSymbolsTable = {
  symbol: string;
  enabled: Flag;
  user_open_cap_atoms: bigint;
  side_open_cap_atoms: bigint;
  updated_at: number;
  updated_by: number | null;
};

export type OptionDirectionText = 'rise' | 'fall' | 'even';

/** One order: bought with its terms and open tick, settled from its close tick (or void), never edited otherwise. */
export type OptionOrdersTable = {
  id: Generated<number>;
  user_id: number;
  mode: 'real' | 'demo';
  symbol: string;
  direction: OptionDirectionText;
  seconds: number;
  rate_bps: number;
  price_decimals: number;
  stake_atoms: bigint;
  payout_atoms: bigint;
  status: 'open' | 'settled' | 'void';
  result: 'win' | 'loss' | 'void' | null;
  outcome: OptionDirectionText | null;
  open_time: number;
  close_time: number;
  open_tick_id: number;
  open_atoms: bigint;
  close_tick_id: number | null;
  close_atoms: bigint | null;
  settled_at: number | null;
  created_at: number;
};

/** Open stake per symbol, mode and direction (all users), moved with a conditional update so the cap holds. */
export type OptionOpenStakeTable = { symbol: string; mode: 'real' | 'demo'; direction: OptionDirectionText; stake_atoms: bigint };

/** Open stake per user, symbol, mode and direction, moved the same way. */
export type OptionUserStakeTable = OptionOpenStakeTable & { user_id: number };

declare module '../../platform/db/tables.js' {
  interface Tables {
    option_durations: OptionDurationsTable;
    option_symbols: OptionSymbolsTable;
    option_orders: OptionOrdersTable;
    option_open_stake: OptionOpenStakeTable;
    option_user_stake: OptionUserStakeTable;
  }
}

export const optionsTables = ['option_durations', 'option_symbols', 'option_orders', 'option_open_stake', 'option_user_stake'] as const;
