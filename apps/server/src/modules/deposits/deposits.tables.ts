import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/** A deposit request: the user says they sent `amount` on a network; credited only when admins approve it. */
export type DepositsTable = {
  id: Generated<number>;
  user_id: number;
  asset: string;
  network: string;
  amount_atoms: bigint;
  /** The transaction hash, lower case, when the user gave one. */
  tx_hash: string | null;
  /** The transfer proof (uploads.id); a proof serves one deposit only (unique index). */
  proof_upload_id: number;
  /** The platform address shown to the user when they asked, and whether it was a trial install's sample. */
  deposit_address: string;
  address_sample: Flag;
  status: 'processing' | 'approved' | 'rejected';
  reject_reason: string | null;
  /** The admin who approved (credited) or rejected it. */
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
};

/** The tables of the deposits module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    deposits: DepositsTable;
  }
}

/** The tables the deposits module owns (its migrations create them; no other module writes them). */
export const depositsTables = ['deposits'] as const;
