import type { Generated } from 'kysely';

export type KycLevel = 'basic' | 'advanced';
export type KycSubmissionStatus = 'pending' | 'approved' | 'rejected';

/**
 * One KYC submission of a user: basic (legal name, ID, country, birth date) or advanced (the ID's images, a selfie
 * holding it, a proof of address, all private uploads). Reviewed by compliance; a rejected one keeps its reason and
 * the user submits again (a new row), so the table is the user's history.
 */
export type KycSubmissionsTable = {
  id: Generated<number>;
  user_id: number;
  level: KycLevel;
  status: KycSubmissionStatus;
  /** The legal name as on the ID (basic; advanced copies the approved basic one). */
  full_name: string;
  id_type: string;
  id_number: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  /** Advanced only: upload ids (uploads module, purpose kyc_document) and the address the proof shows. */
  front_upload_id: number | null;
  back_upload_id: number | null;
  selfie_upload_id: number | null;
  address_upload_id: number | null;
  address: string | null;
  /** The reviewer's reason of a rejection, shown to the user. */
  reason: string | null;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
  updated_at: number;
};

/** Per coin: the amount a user may withdraw in one UTC day without advanced KYC (atoms of the coin). */
export type KycWithdrawThresholdsTable = {
  asset: string;
  daily_atoms: bigint;
  updated_at: number;
};

/** Per user and coin: written first by each withdrawal's gate check, so checks of one user and coin take turns. */
export type KycWithdrawTurnsTable = {
  user_id: number;
  asset: string;
  turns: bigint;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    kyc_submissions: KycSubmissionsTable;
    kyc_withdraw_thresholds: KycWithdrawThresholdsTable;
    kyc_withdraw_turns: KycWithdrawTurnsTable;
  }
}

/** The tables the kyc module owns. */
export const kycTables = ['kyc_submissions', 'kyc_withdraw_thresholds', 'kyc_withdraw_turns'] as const;
