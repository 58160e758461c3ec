/** The referral module's tables: the published rate by day, the days paid, and each commission. */
import type { Generated } from 'kysely';

export type ReferralRatesTable = {
  id: Generated<number>;
  /** Share of invitees' fees in basis points (2000 = 20 %). */
  rate_bps: number;
  /** UTC day (YYYY-MM-DD) from which this rate applies; a change takes effect from the next day. */
  effective_day: string;
  created_by: number | null;
  created_at: number;
};

export type ReferralDaysTable = {
  /** UTC day paid (YYYY-MM-DD); its primary key is what lets one process only pay a day. */
  day: string;
  rate_bps: number;
  referrers: number;
  entries: number;
  paid_at: number;
};

export type ReferralCommissionsTable = {
  id: Generated<number>;
  day: string;
  referrer_id: number;
  invitee_id: number;
  asset: string;
  fee_atoms: bigint;
  rate_bps: number;
  amount_atoms: bigint;
  /** The ledger entry that paid the referrer this day in this coin (one per referrer, day and coin). */
  entry_id: number;
  created_at: number;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    referral_rates: ReferralRatesTable;
    referral_days: ReferralDaysTable;
    referral_commissions: ReferralCommissionsTable;
  }
}

export const referralTables = ['referral_rates', 'referral_days', 'referral_commissions'] as const;
