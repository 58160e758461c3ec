import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

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

/**
 * A four-eyes request: one admin proposed an action on a subject (approving deposit 12, paying withdrawal 7) that a
 * second, different admin must approve. At most one is pending per action and subject (a partial unique index).
 */
export type ApprovalsTable = {
  id: Generated<number>;
  /** What is to be done, `<module>.<action>`: deposit.approve, withdrawal.pay. */
  action: string;
  /** What it is done to: a kind (deposit, withdrawal) and its id. */
  subject_type: string;
  subject_id: number;
  status: 'pending' | 'approved' | 'rejected';
  /** What the proposer saw (amount, coin, user), JSON. */
  detail: string;
  proposed_by: number;
  proposed_at: number;
  decided_by: number | null;
  decided_at: number | null;
};

/** The tables of the backoffice module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    admins: AdminsTable;
    admin_sessions: AdminSessionsTable;
    audit_log: AuditLogTable;
    approvals: ApprovalsTable;
  }
}

/** The tables the backoffice module owns (its migrations create them; no other module writes them). */
export const backofficeTables = ['admins', 'admin_sessions', 'audit_log', 'approvals'] as const;
