import type { Flag } from '../../platform/db/tables.js';

/** Per-coin wallet settings the operator sets in the back office. */
export type CoinSettingsTable = {
  asset: string;
  deposit_enabled: Flag;
  withdraw_enabled: Flag;
  min_deposit_atoms: bigint;
  /** A deposit is a multiple of this (stablecoins one coin, BTC 0.0001, ETH 0.001). */
  deposit_step_atoms: bigint;
  min_withdraw_atoms: bigint;
  /** Withdrawal fee in basis points of the amount (300 = 3 %). */
  withdraw_fee_bps: number;
  /** Deposits and withdrawals at or above this need a second, different admin to approve. */
  review_threshold_atoms: bigint;
  updated_at: number;
  updated_by: number | null;
};

/** A coin's deposit address on one network; null until the operator sets it. */
export type CoinNetworksTable = {
  asset: string;
  network: string;
  deposit_address: string | null;
  /** 1 for the sample addresses of a local trial install, shown to users as not for real funds. */
  sample: Flag;
  updated_at: number;
};

/** The tables of the coins module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    coin_settings: CoinSettingsTable;
    coin_networks: CoinNetworksTable;
  }
}

/** The tables the coins module owns (its migrations create them; no other module writes them). */
export const coinsTables = ['coin_settings', 'coin_networks'] as const;
