import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/**
 * An IEO project: operator data, editable until its window opens. The token is a platform asset from then on (its
 * balances live in the ledger under its symbol). Amounts are atoms (8 places); times are epoch ms.
 */
export type IeoProjectsTable = {
  id: Generated<number>;
  token: string;
  name: string;
  /** USDT per token. */
  price_atoms: bigint;
  /** Tokens offered. */
  total_atoms: bigint;
  supply_atoms: bigint | null;
  min_atoms: bigint;
  max_atoms: bigint;
  listing_price_atoms: bigint | null;
  listing_date: number | null;
  apply_start: number;
  apply_end: number;
  allotment_at: number;
  pay_by: number;
  /** JSON [{ at, bps }]: cumulative basis points of each allotment unlocked at `at`; the last is 10000. */
  unlock_schedule: string;
  /** JSON { [lang]: { description, risks } }. */
  texts: string;
  /** Tokens asked for by every application so far. */
  subscribed_atoms: bigint;
  allotted_at: number | null;
  allotted_total_atoms: bigint | null;
  /** Oversubscribed: offered less the sum of the rounded-down allotments. */
  dust_atoms: bigint | null;
  /** Undersubscribed: offered less asked. */
  unsold_atoms: bigint | null;
  settled_at: number | null;
  created_by: number | null;
  created_at: number;
  updated_at: number;
  /** 1: a trial install's simulated sample project (marked so to users); 0 otherwise. */
  sample: Generated<Flag>;
};

/** One user's application to one project; `status` is 1..6 (decisions.md, IEO). */
export type IeoApplicationsTable = {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  sn: string;
  amount_atoms: bigint;
  /** USDT locked at apply (amount x price, rounded up). */
  deposit_atoms: bigint;
  allotted_atoms: bigint;
  /** USDT due for the allotment (allotted x price, rounded up), kept locked until paid or lapsed. */
  pay_atoms: bigint;
  unlocked_atoms: bigint;
  status: number;
  reason: 'none_allotted' | 'lapsed' | null;
  created_at: number;
  allotted_at: number | null;
  paid_at: number | null;
  delivered_at: number | null;
  updated_at: number;
};

/** A currency subscription product; its state is read from these dates and figures with the clock. */
export type PublicationProductsTable = {
  id: Generated<number>;
  token: string;
  name: string;
  price_atoms: bigint;
  total_atoms: bigint;
  sold_atoms: bigint;
  min_atoms: bigint;
  max_atoms: bigint;
  start_at: number;
  end_at: number;
  launch_at: number;
  texts: string;
  created_by: number | null;
  passed_by: number | null;
  passed_at: number | null;
  created_at: number;
};

export type PublicationOrdersTable = {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  quantity_atoms: bigint;
  cost_atoms: bigint;
  created_at: number;
  redeemed_at: number | null;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    ieo_projects: IeoProjectsTable;
    ieo_applications: IeoApplicationsTable;
    publication_products: PublicationProductsTable;
    publication_orders: PublicationOrdersTable;
  }
}

/** The tables the ieo module owns. */
export const ieoTables = ['ieo_projects', 'ieo_applications', 'publication_products', 'publication_orders'] as const;
