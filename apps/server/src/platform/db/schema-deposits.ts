import type { Generated } from 'kysely';
import type { Flag } from './schema.js';

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
  /** The first approval of a deposit at or above the coin's review threshold (maker-checker). */
  first_approved_by: number | null;
  first_approved_at: number | null;
  /** The admin who approved (credited) or rejected it. */
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
};

/** The tables of the deposits area (owned by modules/deposits and platform/uploads). */
export type DepositsDB = {
  uploads: UploadsTable;
  deposits: DepositsTable;
};
