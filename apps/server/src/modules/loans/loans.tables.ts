import type { Generated } from 'kysely';
import type { Flag } from '../../platform/db/tables.js';

/** A loan product: the term and the daily rates are data the back office edits; loans copy them when taken. */
export type LoanProductsTable = {
  id: Generated<number>;
  name: string;
  term_days: number;
  /** Parts per million of the outstanding principal per day (1000 = 0.1 %). */
  daily_rate_ppm: number;
  penalty_rate_ppm: number;
  min_amount_atoms: bigint;
  max_amount_atoms: bigint;
  enabled: Flag;
  created_at: number;
  updated_at: number;
};

/** The one row of limits, the same for every user: borrow limit by KYC level and the amount above which two admins approve. */
export type LoanSettingsTable = {
  id: number;
  basic_limit_atoms: bigint;
  advanced_limit_atoms: bigint;
  approval_threshold_atoms: bigint;
  updated_at: number;
  updated_by: number | null;
};

export type LoanStatusRow = 'pending' | 'active' | 'repaid' | 'rejected';

/**
 * A loan or an application. Interest is charged day by day into `interest_due` (not money yet, so not in the
 * ledger); repayments move money through the ledger, interest first. `days_charged` is the last day index charged,
 * the mark that makes charging idempotent.
 */
export type LoansTable = {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  product_name: string;
  principal_atoms: bigint;
  term_days: number;
  daily_rate_ppm: number;
  penalty_rate_ppm: number;
  status: LoanStatusRow;
  outstanding_atoms: bigint;
  interest_due_atoms: bigint;
  interest_charged_atoms: bigint;
  penalty_charged_atoms: bigint;
  repaid_atoms: bigint;
  days_charged: number;
  started_at: number | null;
  due_at: number | null;
  last_repaid_at: number | null;
  reason: string | null;
  decided_by: number | null;
  decided_at: number | null;
  created_at: number;
  updated_at: number;
};

/** Per user: principal outstanding and applied for, raised only within the limit by one conditional statement. */
export type LoanCommitmentsTable = {
  user_id: number;
  committed_atoms: bigint;
};

declare module '../../platform/db/tables.js' {
  interface Tables {
    loan_products: LoanProductsTable;
    loan_settings: LoanSettingsTable;
    loans: LoansTable;
    loan_commitments: LoanCommitmentsTable;
  }
}

export const loansTables = ['loan_products', 'loan_settings', 'loans', 'loan_commitments'] as const;
