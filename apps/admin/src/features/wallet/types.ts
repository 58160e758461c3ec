import type { AdminStatement, AdminStatementLine, Liabilities, LiabilityKindTotal, LiabilityRow, WalletBalanceRow } from '@candor/shared';

/**
 * The shapes of the wallet module's back-office routes, from the API contract (packages/shared/src/api/wallet.ts): a
 * user's ledger statement and the proof-of-liabilities report. Amounts are decimal strings, exact; times are epoch milliseconds.
 */

/** One line of a user's ledger statement (GET admin/statements). */
export type StatementLine = AdminStatementLine;
export type BalanceRow = WalletBalanceRow;
export type Statement = AdminStatement;

export type KindTotal = LiabilityKindTotal;
export type { LiabilityRow };
/** The proof-of-liabilities report (GET admin/liabilities). */
export type { Liabilities };
