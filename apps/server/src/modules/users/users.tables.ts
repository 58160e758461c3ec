import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

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
  user_agent: string | null;
  last_seen_at: number | null;
};

/** One row (id 1): the counter the database moves when any session or signed-in user changes (session-cache.ts). */
export type SessionEpochTable = { id: number; n: number };

/** The tables of the users module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    users: UsersTable;
    sessions: SessionsTable;
    session_epoch: SessionEpochTable;
  }
}

/** The tables the users module owns (its migrations create them; no other module writes them). */
export const usersTables = ['users', 'sessions', 'session_epoch'] as const;
