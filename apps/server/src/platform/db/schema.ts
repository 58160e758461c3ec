import type { Generated } from 'kysely';
import type { DepositsDB } from './schema-deposits.js';
import type { SwapDB } from './schema-swap.js';
import type { TransfersDB } from './schema-transfers.js';
import type { WalletDB } from './schema-wallet.js';
import type { WithdrawalsDB } from './schema-withdrawals.js';

/** Booleans are stored as 0/1 integers so both dialects read them alike. */
export type Flag = 0 | 1;

export type UsersTable = {
  id: Generated<number>;
  kind: 'user' | 'guest';
  username: string | null;
  email: string | null;
  area_code: string | null;
  phone: string | null;
  /** area code and phone joined, unique, so one phone number registers once. */
  phone_key: string | null;
  password_hash: string | null;
  fund_password_hash: string | null;
  invite_code: string;
  referrer_id: number | null;
  lang: string;
  status: 'active' | 'frozen';
  sms_consent: Flag;
  created_at: number;
  updated_at: number;
};

export type SessionsTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string;
};

export type VerificationCodesTable = {
  id: Generated<number>;
  destination: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  ip: string;
};

export type OutboxTable = {
  id: Generated<number>;
  channel: 'sms' | 'email';
  destination: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: number;
};

export type RateCountersTable = {
  key: string;
  count: number;
  expires_at: number;
};

export type LedgerAccountsTable = {
  id: Generated<number>;
  /** The owning user's id; 0 for platform (system) accounts. */
  owner_id: number;
  asset: string;
  kind: string;
  mode: 'real' | 'demo';
  available_atoms: bigint;
  locked_atoms: bigint;
  allow_negative: Flag;
  created_at: number;
};

export type LedgerEntriesTable = {
  id: Generated<number>;
  ref: string;
  actor_type: 'user' | 'system' | 'admin';
  actor_id: number;
  reason: string;
  created_at: number;
};

export type LedgerLinesTable = {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  asset: string;
  bucket: 'available' | 'locked';
  amount_atoms: bigint;
};

export type AdminsTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'support' | 'compliance' | 'finance' | 'operator' | 'superadmin';
  totp_secret: string | null;
  /** The secret of an enrolment in progress (migration 0002). */
  totp_pending: string | null;
  /** The TOTP time step of the last accepted code: a code is accepted once (migration 0002). */
  totp_last_step: number | null;
  must_change_password: Flag;
  /** The superadmin who created the account; null for the first admin (migration 0002). */
  created_by: number | null;
  created_at: number;
  last_login_at: number | null;
};

export type AdminSessionsTable = {
  id: Generated<number>;
  token_hash: string;
  admin_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string;
  /** 'totp_setup' limits the session to enrolling the second factor (migration 0002). */
  stage: Generated<'totp_setup' | 'full'>;
};

export type AuditLogTable = {
  id: Generated<number>;
  admin_id: number;
  action: string;
  target: string;
  detail: string;
  ip: string;
  created_at: number;
};

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
};

/** The core tables; each wallet area keeps its own in schema-<area>.ts, joined in DB below. */
export type CoreDB = {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  rate_counters: RateCountersTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  ledger_lines: LedgerLinesTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  audit_log: AuditLogTable;
  ticks: TicksTable;
  candles: CandlesTable;
  tick_citations: TickCitationsTable;
  favorites: FavoritesTable;
  spot_orders: SpotOrdersTable;
  spot_trades: SpotTradesTable;
};

export type DB = CoreDB & WalletDB & TransfersDB & DepositsDB & WithdrawalsDB & SwapDB;
