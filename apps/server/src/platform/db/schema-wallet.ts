import type { Flag } from './schema.js';

/** A money request's idempotency key and the answer it first gave (JSON). */
export type IdempotencyKeysTable = {
  user_id: number;
  scope: string;
  key: string;
  /** A digest of the request, so the same key with another request is refused rather than answered. */
  fingerprint: string;
  response: string;
  created_at: number;
};

/** Per-coin wallet settings the operator sets in the back office. */
export type CoinSettingsTable = {
  asset: string;
  deposit_enabled: Flag;
  withdraw_enabled: Flag;
  min_deposit_atoms: bigint;
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

export type WalletDB = {
  idempotency_keys: IdempotencyKeysTable;
  coin_settings: CoinSettingsTable;
  coin_networks: CoinNetworksTable;
};
