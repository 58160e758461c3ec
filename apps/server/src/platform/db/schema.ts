import type { Generated } from 'kysely';

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
  must_change_password: Flag;
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

export type DB = {
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
};
