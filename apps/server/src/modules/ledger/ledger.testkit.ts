import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { LedgerService } from './ledger.service.js';
import type { AccountKey, Actor, PostInput, PostResult, PostingLine } from './ledger.types.js';

/** Test-only helpers shared by the ledger's test files. */

export const systemActor: Actor = { type: 'system', id: 0 };

/** Lines moving `amount` of the accounts' asset from one account's available to another's. */
export const moveLines = (from: AccountKey, to: AccountKey, amount: bigint): PostingLine[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];

/** One post in its own transaction, as a caller with nothing else to write does it. */
export const postAlone = (ledger: LedgerService, input: PostInput): Promise<PostResult> =>
  ledger.transaction((tx) => ledger.post(tx, input));

/** The AppError key a promise fails with; any other outcome (success, a non-domain error) fails the test. */
export async function failureKey(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e.key;
    throw e;
  }
  throw new Error('expected the operation to fail, it succeeded');
}

export async function tableCounts(db: Db): Promise<{ accounts: number; entries: number; lines: number }> {
  const count = async (table: 'ledger_accounts' | 'ledger_entries' | 'ledger_lines') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { accounts: await count('ledger_accounts'), entries: await count('ledger_entries'), lines: await count('ledger_lines') };
}

/** Every account that may not go negative yet holds a negative available or locked balance. */
export async function negativeGuardedAccounts(db: Db): Promise<{ id: number; available: bigint; locked: bigint }[]> {
  const rows = await db.selectFrom('ledger_accounts').select(['id', 'available_atoms', 'locked_atoms'])
    .where('allow_negative', '=', 0)
    .where((eb) => eb.or([eb('available_atoms', '<', 0n), eb('locked_atoms', '<', 0n)]))
    .execute();
  return rows.map((r) => ({ id: r.id, available: r.available_atoms, locked: r.locked_atoms }));
}

/**
 * The ledger's invariants, for any test that moved money: every asset's lines sum to zero, no guarded account is
 * negative, and balances rebuilt from the journal equal the stored ones. Answers what broke (empty when sound).
 */
export async function ledgerProblems(ledger: LedgerService, db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const [asset, sum] of await ledger.journalTotals()) if (sum !== 0n) problems.push(`${asset} lines sum to ${sum}`);
  for (const a of await negativeGuardedAccounts(db)) problems.push(`account ${a.id} is negative`);
  for (const d of await ledger.rebuild()) problems.push(`account ${d.accountId} differs from its journal`);
  return problems;
}
