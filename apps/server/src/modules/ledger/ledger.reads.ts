import type { Db, Tx } from '../../platform/db/database.js';
import type { LedgerRepo } from './ledger.repo.js';
import type { AccountKey, AccountKind, Balance, Holding, Mode, StatementFilter, StatementLine } from './ledger.types.js';

/**
 * What the ledger answers without writing: balances, an owner's statement from the journal, and the figures of the
 * proof of liabilities and the journal check. LedgerService (the module's door) hands these calls here.
 */
export class LedgerReads {
  constructor(private readonly db: Db, private readonly repo: LedgerRepo) {}

  balances(ownerId: number, mode: Mode, tx?: Tx): Promise<Balance[]> {
    return this.repo.balancesOf(tx ?? this.db, ownerId, mode);
  }

  async balance(key: AccountKey, tx?: Tx): Promise<{ available: bigint; locked: bigint }> {
    const b = await this.repo.balanceOf(tx ?? this.db, key);
    return { available: b?.available ?? 0n, locked: b?.locked ?? 0n };
  }

  /**
   * An owner's account statement read from the journal: one line per entry and account, newest first, with the
   * entry's reason and actor. Read-only; the wallet's statement pages and the back office use it.
   */
  statement(filter: StatementFilter, page: { limit: number; offset: number }): Promise<{ total: number; items: StatementLine[] }> {
    return this.repo.statement(this.db, filter, page);
  }

  /** Every balance summed per asset, mode and kind, users apart from the platform: the proof-of-liabilities figures. */
  holdings(): Promise<Holding[]> {
    return this.repo.holdings(this.db);
  }

  /** Users' real balances of the given kinds per owner and asset at `cutoff`, read from the journal (proof of liabilities). */
  userBalancesAt(kinds: readonly AccountKind[], cutoff: number, tx?: Tx): Promise<{ ownerId: number; asset: string; atoms: bigint }[]> {
    return this.repo.userBalancesAt(tx ?? this.db, kinds, cutoff);
  }

  /** Sum of every line per asset: zero for each asset when the books balance. */
  async journalTotals(): Promise<Map<string, bigint>> {
    const rows = await this.repo.sumsPerAsset(this.db);
    return new Map(rows.map((r) => [r.asset, r.sum_atoms]));
  }
}
