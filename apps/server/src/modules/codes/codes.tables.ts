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

export type DeliveryStatus = 'sending' | 'sent' | 'failed' | 'dead';

export type DeliveriesTable = {
  id: Generated<number>;
  channel: 'sms' | 'email';
  /** smtp or http (the SMS gateway). */
  provider: string;
  destination: string;
  subject: string;
  /** The message (text and HTML) sealed with the install's key while it may still be sent; '' after. */
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number | null;
  /** When the code inside stops working: no retry after it. */
  expires_at: number;
  created_at: number;
  sent_at: number | null;
};

/** The tables of the codes module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    verification_codes: VerificationCodesTable;
    outbox: OutboxTable;
    deliveries: DeliveriesTable;
  }
}

/** The tables the codes module owns (its migrations create them; no other module writes them). */
export const codesTables = ['verification_codes', 'outbox', 'deliveries'] as const;
