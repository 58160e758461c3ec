/**
 * The shapes the back office's money routes answer (apps/server/src/modules/{deposits,withdrawals,wallet,swap}).
 * Amounts are decimal strings, exact; times are epoch milliseconds; ids are numbers.
 */

export type ReviewStatus = 'processing' | 'approved' | 'rejected';
export const REVIEW_STATUS_CHOICES: readonly ReviewStatus[] = ['processing', 'approved', 'rejected'];

export type Approval = { admin_id: number; admin: string | null; at: number };

/** A deposit request in the review queue (GET admin/deposits, admin/deposits/:id). */
export type DepositReview = {
  id: number; user_id: number; user: string | null; coin: string; currency_id: number; network: string;
  amount: string; hash: string | null; proof_id: number; proof_url: string; address: string; sample_address: boolean;
  status: ReviewStatus; reject_reason: string | null; created_at: number; reviewed_at: number | null;
  approvals: Approval[]; reviewed_by: number | null; reviewer: string | null;
  needs_two_approvals: boolean; awaiting_second_approval: boolean;
};
export type ApproveOutcome = { outcome: 'awaiting_second_approval' | 'approved'; deposit: DepositReview };

/** A withdrawal in the review queue (GET admin/withdrawals, admin/withdrawals/:id). */
export type WithdrawalReview = {
  id: number; user_id: number; currency_id: number; coin: string; network: string; address: string;
  amount: string; fee: string; total: string; status: ReviewStatus; reason: string | null; tx_hash: string | null;
  created_at: number; updated_at: number; second_approval_required: boolean;
  first_approved_by: number | null; first_approved_at: number | null; decided_by: number | null; decided_at: number | null;
};
export type PayOutcome = { withdrawal: WithdrawalReview; paid: boolean; awaiting_second_approval: boolean };

export type CoinNetwork = { network: string; deposit_address: string | null; sample: boolean };
/** A wallet coin with its settings (GET admin/coins); id is the asset. */
export type CoinSettings = {
  id: string; asset: string; currency_id: number; name: string; decimals: number;
  deposit_enabled: boolean; withdraw_enabled: boolean; min_deposit: string; min_withdraw: string;
  withdraw_fee_bps: number; review_threshold: string; networks: CoinNetwork[];
};

/** One line of a user's ledger statement (GET admin/statements). */
export type StatementLine = {
  entry_id: number; time: number; coin: string; kind: string; amount: string; available_change: string; locked_change: string;
  reason: string; detail: string | null; mode: 'real' | 'demo'; account_id: number; actor_type: 'user' | 'system' | 'admin'; actor_id: number;
};
export type BalanceRow = { asset: string; kind: string; mode: 'real' | 'demo'; available: string; locked: string };
export type Statement = { user_id: number; total: number; items: StatementLine[]; balances: BalanceRow[] };

export type KindTotal = { kind: string; available: string; locked: string; total: string; accounts: number };
export type LiabilityRow = {
  asset: string; mode: 'real' | 'demo'; users_total: string; users: KindTotal[]; platform: KindTotal[]; platform_total: string; balanced: boolean;
};
/** The proof-of-liabilities report (GET admin/liabilities). */
export type Liabilities = {
  generated_at: number; journal_balanced: boolean; journal: { asset: string; sum: string; balanced: boolean }[];
  balanced: boolean; total: number; items: LiabilityRow[];
};

/** A fiat currency's rate per USDT (GET admin/fiat-rates); the back office adds id = code. */
export type FiatRate = { code: string; rate: string; decimals: number; enabled: boolean; sample: boolean; updated_by: number | null; updated_at: number };
