import type { Tx } from '../../platform/db/database.js';
import type { LedgerRepo } from './ledger.repo.js';
import type { BalanceDifference } from './ledger.types.js';

/**
 * Recomputes every balance from the journal inside `tx` and reports where stored balances differ; `apply` repairs them.
 * Balances and journal are read in one statement (one snapshot), so posts committing meanwhile never look like a
 * difference; a repair locks the account first and re-reads it, so it never overwrites a concurrent post.
 */
export async function rebuildBalances(repo: LedgerRepo, tx: Tx, options: { apply?: boolean }): Promise<BalanceDifference[]> {
  const found = await repo.differences(tx);
  if (!options.apply) return found;
  const repaired: BalanceDifference[] = [];
  // In id order, the order posts lock accounts in.
  for (const { accountId } of found) {
    await repo.lockAccount(tx, accountId);
    const [current] = await repo.differences(tx, accountId);
    if (!current) continue;
    await repo.setBalance(tx, accountId, current.journal.available, current.journal.locked);
    repaired.push(current);
  }
  return repaired;
}
