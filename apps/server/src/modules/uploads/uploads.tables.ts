import type { Generated } from 'kysely';

/** A user's uploaded image, re-encoded and stored under a random name in <dataDir>/uploads; never public. */
export type UploadsTable = {
  id: Generated<number>;
  user_id: number;
  /** What it was uploaded for (deposit_proof; KYC documents later): decides which reviewers may open it. */
  purpose: string;
  /** The random file name on disk (hex and an extension), never derived from what the client sent. */
  stored_name: string;
  mime: string;
  size_bytes: number;
  width: number;
  height: number;
  created_at: number;
};

/** The tables of the uploads module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    uploads: UploadsTable;
  }
}

/** The tables the uploads module owns (its migrations create them; no other module writes them). */
export const uploadsTables = ['uploads'] as const;
