import type { Generated } from 'kysely';

export type TreasuryHoldingsTable = {
  id: Generated<number>;
  asset: string;
  amount_atoms: bigint;
  /** Where the money is held (a bank account, a wallet address, a transaction): the operator's evidence. */
  reference: string;
  note: string;
  recorded_by: number;
  created_at: number;
};

export type LiquidityFundingsTable = {
  id: Generated<number>;
  target: 'market_maker' | 'swap' | 'loans';
  asset: string;
  amount_atoms: bigint;
  note: string;
  status: 'pending' | 'done' | 'rejected';
  proposed_by: number;
  decided_by: number | null;
  created_at: number;
  decided_at: number | null;
};

/** The tables of the treasury module, as the platform's database type sees them. */
declare module '../../platform/db/tables.js' {
  interface Tables {
    treasury_holdings: TreasuryHoldingsTable;
    liquidity_fundings: LiquidityFundingsTable;
  }
}

/** The tables the treasury module owns. */
export const treasuryTables = ['treasury_holdings', 'liquidity_fundings'] as const;
