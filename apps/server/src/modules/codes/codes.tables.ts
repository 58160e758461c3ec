import type { Generated } from 'kysely';

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

/** The tables of the codes module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    verification_codes: VerificationCodesTable;
    outbox: OutboxTable;
  }
}

/** The tables the codes module owns (its migrations create them; no other module writes them). */
export const codesTables = ['verification_codes', 'outbox'] as const;
