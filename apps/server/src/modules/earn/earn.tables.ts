import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/**
 * The earn module's tables. Products are operator data (edits apply to new orders: every order copies its terms);
 * orders carry `reserved_atoms`, the part of their promised yield still held in the earn account's locked bucket, so
 * the ledger itself refuses a promise the earn account cannot keep. `earn_payouts` has one row per (kind, order, day):
 * the record that a day was paid, unique, so no day is ever paid twice.
 */

/** Names and texts per language are JSON objects { "en": "...", "ja": "..." }. */
type ProductCommon = {
  id: Generated<number>;
  names: string;
  paused: Flag;
  created_at: number;
  updated_at: number;
  updated_by: number | null;
};

export type EarnTrustProductsTable = ProductCommon & {
  coin: string;
  agreements: string;
  cycle_days: number;
  daily_rate_ppm: number;
  min_atoms: bigint;
  max_atoms: bigint;
  quota_atoms: bigint;
  quota_used_atoms: bigint;
};

export type TrustOrderStatus = 'pending' | 'hosting' | 'completed' | 'redeemed' | 'cancelled';

export type EarnTrustOrdersTable = {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  coin: string;
  status: TrustOrderStatus;
  principal_atoms: bigint;
  /** Added on day `pending_from_day - 1`: earns from day `pending_from_day` on. */
  pending_add_atoms: bigint;
  pending_from_day: number;
  daily_rate_ppm: number;
  cycle_days: number;
  accrued_atoms: bigint;
  days_paid: number;
  reserved_atoms: bigint;
  penalty_atoms: bigint;
  returned_atoms: bigint;
  created_at: number;
  start_at: number;
  maturity_at: number;
  closed_at: number | null;
  version: number;
};

/** The U plan's flexible product (one row, id 1). */
export type EarnUplanSettingsTable = { id: number; coin: string; daily_rate_ppm: number; paused: Flag; updated_at: number; updated_by: number | null };

export type EarnUplansTable = {
  user_id: number;
  enabled: Flag;
  keep_atoms: bigint;
  balance_atoms: bigint;
  /** What earns for the day in progress: the balance at its start, lowered by any redemption during it. */
  earning_atoms: bigint;
  /** The day in progress' interest, held in the earn account. */
  reserved_atoms: bigint;
  rate_ppm: number;
  income_atoms: bigint;
  /** Start (ms) of the day in progress, whose interest is reserved; null before the first sweep. */
  day_start: number | null;
  last_sweep_at: number | null;
  updated_at: number;
  version: number;
};

export type EarnQuantifyPlansTable = ProductCommon & {
  coin: string;
  descriptions: string;
  days: number;
  min_atoms: bigint;
  max_atoms: bigint;
  quota_atoms: bigint;
  quota_used_atoms: bigint;
  rate_min_ppm: number;
  rate_max_ppm: number;
  exit_ratio_ppm: number;
};

/** The published rate a plan paid on a day: recorded once, the same for every order of the plan. */
export type EarnQuantifyRatesTable = { plan_id: number; day: string; rate_ppm: number; created_at: number };

export type QuantifyOrderStatus = 'in_progress' | 'completed' | 'early_exit';

export type EarnQuantifyOrdersTable = {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  coin: string;
  status: QuantifyOrderStatus;
  amount_atoms: bigint;
  days: number;
  rate_min_ppm: number;
  rate_max_ppm: number;
  exit_ratio_ppm: number;
  days_paid: number;
  income_atoms: bigint;
  reserved_atoms: bigint;
  penalty_atoms: bigint;
  returned_atoms: bigint;
  created_at: number;
  start_at: number;
  end_at: number;
  closed_at: number | null;
  version: number;
};

export type EarnMiningMachinesTable = ProductCommon & {
  descriptions: string;
  price_coin: string;
  price_atoms: bigint;
  output_coin: string;
  daily_output_atoms: bigint;
  term_days: number;
  stock: number;
  sold: number;
};

export type EarnMiningLeasesTable = {
  id: Generated<number>;
  user_id: number;
  machine_id: number;
  quantity: number;
  price_coin: string;
  price_paid_atoms: bigint;
  output_coin: string;
  daily_output_atoms: bigint;
  term_days: number;
  days_paid: number;
  output_paid_atoms: bigint;
  reserved_atoms: bigint;
  status: 'active' | 'expired';
  created_at: number;
  start_at: number;
  end_at: number;
  version: number;
};

/** One paid day of one order (trust, quantify, mining) or of one user's U plan (order_id = user id, day_index = epoch day). */
export type EarnPayoutsTable = {
  id: Generated<number>;
  kind: 'trust' | 'uplan' | 'quantify' | 'mining';
  order_id: number;
  user_id: number;
  coin: string;
  day_index: number;
  /** The UTC day the yield is for (YYYY-MM-DD). */
  day: string;
  rate_ppm: number;
  amount_atoms: bigint;
  paid_at: number;
};

export type EarnFundingsTable = {
  id: Generated<number>;
  coin: string;
  amount_atoms: bigint;
  note: string;
  status: 'pending' | 'done' | 'rejected';
  proposed_by: number;
  decided_by: number | null;
  created_at: number;
  decided_at: number | null;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    earn_trust_products: EarnTrustProductsTable;
    earn_trust_orders: EarnTrustOrdersTable;
    earn_uplan_settings: EarnUplanSettingsTable;
    earn_uplans: EarnUplansTable;
    earn_quantify_plans: EarnQuantifyPlansTable;
    earn_quantify_rates: EarnQuantifyRatesTable;
    earn_quantify_orders: EarnQuantifyOrdersTable;
    earn_mining_machines: EarnMiningMachinesTable;
    earn_mining_leases: EarnMiningLeasesTable;
    earn_payouts: EarnPayoutsTable;
    earn_fundings: EarnFundingsTable;
  }
}

export const earnTables = [
  'earn_trust_products', 'earn_trust_orders', 'earn_uplan_settings', 'earn_uplans', 'earn_quantify_plans', 'earn_quantify_rates',
  'earn_quantify_orders', 'earn_mining_machines', 'earn_mining_leases', 'earn_payouts', 'earn_fundings',
] as const;
