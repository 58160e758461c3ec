import type { AccountKind } from '@candor/shared';
import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

export type LedgerAccountsTable = {
  id: Generated<number>;
  /** The owning user's id; 0 for platform (system) accounts. */
  owner_id: number;
  asset: string;
  kind: AccountKind;
  mode: 'real' | 'demo';
  available_atoms: bigint;
  locked_atoms: bigint;
  allow_negative: Flag;
  created_at: number;
};

export type LedgerEntriesTable = {
  id: Generated<number>;
  ref: string;
  actor_type: 'user' | 'system' | 'admin';
  actor_id: number;
  reason: string;
  created_at: number;
};

export type LedgerLinesTable = {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  asset: string;
  bucket: 'available' | 'locked';
  amount_atoms: bigint;
};

/** The tables of the ledger module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    ledger_accounts: LedgerAccountsTable;
    ledger_entries: LedgerEntriesTable;
    ledger_lines: LedgerLinesTable;
  }
}

/** The tables the ledger module owns (its migrations create them; no other module writes them). */
export const ledgerTables = ['ledger_accounts', 'ledger_entries', 'ledger_lines'] as const;
