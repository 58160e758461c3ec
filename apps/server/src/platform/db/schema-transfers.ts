import type { Generated } from 'kysely';

/**
 * A transfer between two of one user's own accounts (funding, options, futures, trust) in one mode. The money moved
 * in the ledger entry `entry_id`; this row is the user's record of it (wallet/hzhistory).
 */
export type WalletTransfersTable = {
  id: Generated<number>;
  user_id: number;
  mode: 'real' | 'demo';
  asset: string;
  from_kind: string;
  to_kind: string;
  amount_atoms: bigint;
  /** The ledger entry that moved the money (0 only inside the transaction that writes both). */
  entry_id: number;
  created_at: number;
};

/** The tables of the transfers area (owned by modules/wallet). */
export type TransfersDB = {
  wallet_transfers: WalletTransfersTable;
};
