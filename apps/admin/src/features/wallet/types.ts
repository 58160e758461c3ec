/**
 * The shapes of the wallet module's back-office routes (apps/server/src/modules/wallet): a user's ledger statement
 * and the proof-of-liabilities report. Amounts are decimal strings, exact; times are epoch milliseconds.
 */

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
