import type { Generated } from 'kysely';

/** An address of the user's withdraw address book, for one coin on one network. */
export type WithdrawAddressesTable = {
  id: Generated<number>;
  user_id: number;
  asset: string;
  network: string;
  /** Validated for the network and stored in one spelling (EIP-55 for EVM, lower case for segwit). */
  address: string;
  remark: string;
  created_at: number;
};

export type WithdrawalStatus = 'processing' | 'approved' | 'rejected';

/** A withdrawal request: amount + fee are locked in the user's funding account until it is paid or rejected. */
export type WithdrawalsTable = {
  id: Generated<number>;
  user_id: number;
  asset: string;
  network: string;
  /** The destination as it was when requested; the address book entry may be deleted later. */
  address: string;
  amount_atoms: bigint;
  fee_atoms: bigint;
  status: WithdrawalStatus;
  /** The reviewer's reason of a rejection. */
  reason: string | null;
  tx_hash: string | null;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
  updated_at: number;
};

/** Withdrawal requests a user made on one UTC day (YYYY-MM-DD), for the per-day limit. */
export type WithdrawalDayCountsTable = {
  user_id: number;
  day: string;
  count: number;
};

/** Wrong fund password tries in a row, and until when the fund password is locked (epoch ms; 0 when not). */
export type FundPasswordGuardsTable = {
  user_id: number;
  failures: number;
  locked_until: number;
};

/** The tables of the withdrawals module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    withdraw_addresses: WithdrawAddressesTable;
    withdrawals: WithdrawalsTable;
    withdrawal_day_counts: WithdrawalDayCountsTable;
    fund_password_guards: FundPasswordGuardsTable;
  }
}

/** The tables the withdrawals module owns (its migrations create them; no other module writes them). */
export const withdrawalsTables = ['withdraw_addresses', 'withdrawals', 'withdrawal_day_counts', 'fund_password_guards'] as const;
