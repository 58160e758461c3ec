import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/** The one row of C2C settings: the merchants' bond, the appeal amount above which two admins decide, the daily cancel limit. */
export type C2cSettingsTable = {
  id: number;
  bond_asset: string;
  bond_atoms: bigint;
  /** USDT value of an order's escrow above which an appeal decision needs two admins. */
  appeal_threshold_atoms: bigint;
  daily_cancel_limit: number;
  updated_at: number;
  updated_by: number | null;
};

/** A kind of payment (bank card, e-wallets): operator data. */
export type C2cPayKindsTable = { code: string; name: string; kind: 'bank' | 'ewallet'; enabled: Flag; sort: number };

export type C2cMerchantStatusRow = 'pending' | 'approved' | 'active' | 'rejected' | 'suspended' | 'quit';

/** A merchant: the application, compliance's decision and the bond locked in the merchant's funding account. */
export type C2cMerchantsTable = {
  id: Generated<number>;
  user_id: number;
  nickname: string;
  status: C2cMerchantStatusRow;
  reason: string | null;
  bond_asset: string;
  /** Locked now (0 until the merchant locks it). */
  bond_atoms: bigint;
  /** Counts bond locks, so each lock and unlock has its own ledger reference. */
  bond_seq: number;
  applied_at: number;
  decided_by: number | null;
  decided_at: number | null;
  updated_at: number;
};

/** A merchant's payment method: where buyers pay (bank card, e-wallet account). */
export type C2cPayMethodsTable = {
  id: Generated<number>;
  merchant_id: number;
  pay_type: string;
  account: string;
  holder: string;
  bank: string | null;
  enabled: Flag;
  created_at: number;
};

export type C2cAdStatusRow = 'online' | 'offline' | 'closed';

/** An ad: side is the merchant's; prices and amounts in atoms of 8 places (fiat and coin alike). */
export type C2cAdsTable = {
  id: Generated<number>;
  merchant_id: number;
  side: 'buy' | 'sell';
  coin: string;
  fiat: string;
  price_type: 'fixed' | 'float';
  fixed_price_atoms: bigint | null;
  /** Basis points over the feed price (float ads). */
  margin_bps: number | null;
  min_atoms: bigint;
  max_atoms: bigint;
  available_atoms: bigint;
  /** Comma list of the merchant's payment method ids. */
  pay_method_ids: string;
  payment_window: number;
  terms: string;
  status: C2cAdStatusRow;
  created_at: number;
  updated_at: number;
};

/**
 * An order. The seller's coins sit in the platform's c2c_escrow account from the order's creation until it settles:
 * released to the buyer (3) or returned to the seller (5); both post under one ledger reference per order, so the
 * escrow can leave once only.
 */
export type C2cOrdersTable = {
  id: Generated<number>;
  ad_id: number;
  merchant_id: number;
  merchant_user_id: number;
  merchant_nickname: string;
  taker_id: number;
  buyer_id: number;
  seller_id: number;
  coin: string;
  fiat: string;
  price_atoms: bigint;
  amount_atoms: bigint;
  quantity_atoms: bigint;
  value_usdt_atoms: bigint;
  limit_text: string;
  pay_type: string;
  pay_account: string | null;
  pay_holder: string | null;
  pay_bank: string | null;
  payment_window: number;
  terms: string;
  status: number;
  deadline_at: number;
  paid_at: number | null;
  proof_id: number | null;
  released_at: number | null;
  cancelled_at: number | null;
  cancel_reason: 'user' | 'deadline' | 'appeal' | null;
  appeal_by: 'buyer' | 'seller' | null;
  appeal_reason: string | null;
  appeal_proof_id: number | null;
  appeal_at: number | null;
  decision: 'release' | 'return' | null;
  decided_by: number | null;
  decided_at: number | null;
  buyer_read_id: number;
  seller_read_id: number;
  created_at: number;
  updated_at: number;
};

/** One chat message of an order, from one of its two sides. */
export type C2cMessagesTable = {
  id: Generated<number>;
  order_id: number;
  sender_id: number;
  kind: 'text' | 'image';
  text: string | null;
  image_id: number | null;
  created_at: number;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    c2c_settings: C2cSettingsTable;
    c2c_pay_kinds: C2cPayKindsTable;
    c2c_merchants: C2cMerchantsTable;
    c2c_pay_methods: C2cPayMethodsTable;
    c2c_ads: C2cAdsTable;
    c2c_orders: C2cOrdersTable;
    c2c_messages: C2cMessagesTable;
  }
}

export const c2cTables = ['c2c_settings', 'c2c_pay_kinds', 'c2c_merchants', 'c2c_pay_methods', 'c2c_ads', 'c2c_orders', 'c2c_messages'] as const;
