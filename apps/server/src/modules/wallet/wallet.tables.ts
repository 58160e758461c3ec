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

/** The tables of the wallet module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    wallet_transfers: WalletTransfersTable;
  }
}

/** The tables the wallet module owns (its migrations create them; no other module writes them). */
export const walletTables = ['wallet_transfers'] as const;
