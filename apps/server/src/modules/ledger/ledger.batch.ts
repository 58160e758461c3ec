import { forIds, insertRows, withValues } from '../../platform/db/bulk.js';
import { isPostgres, type Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { accountLabel, type AccountKey, type Bucket, type PostInput } from './ledger.types.js';

/**
 * The many-entries path of the ledger (LedgerService.postMany), set-based: the entries inserted in multi-row statements
 * (a ref that exists is skipped), accounts resolved once, the balance deltas summed per account and applied by one
 * conditional update per chunk of accounts (the same never-below-zero condition as a single post: fewer rows updated
 * than accounts moved refuses the whole batch), then the lines in multi-row statements. Runs inside the caller's
 * savepoint, so a refusal leaves nothing behind. Answers the inputs that were posted.
 */
export async function postBatch(tx: Tx, inputs: readonly PostInput[], d: {
  now: number; accountId: (label: string, key: AccountKey) => Promise<number>;
}): Promise<PostInput[]> {
  const inserted = await insertRows(tx, {
    table: 'ledger_entries', columns: ['ref', 'actor_type', 'actor_id', 'reason', 'created_at'], conflict: ['ref'], returning: ['id', 'ref'],
  }, inputs.map((e) => [e.ref, e.actor.type, e.actor.id, e.detail ? `${e.reason} ${e.detail}` : e.reason, d.now]));
  const entryIds = new Map<string, number>();
  for (const r of inserted) entryIds.set(r.ref as string, Number(r.id));
  const posted = inputs.filter((e) => entryIds.has(e.ref));
  if (posted.length === 0) return posted;

  // Accounts opened in one global order (by key), as a single post does, so two batches cannot deadlock opening them.
  const keys = new Map<string, AccountKey>();
  for (const e of posted) for (const l of e.lines) keys.set(accountLabel(l.account), l.account);
  const ids = new Map<string, number>();
  for (const [label, key] of [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) ids.set(label, await d.accountId(label, key));

  const deltas = new Map<number, { available: bigint; locked: bigint }>();
  const lines: [number, number, string, Bucket, bigint][] = [];
  for (const e of posted) {
    const entryId = entryIds.get(e.ref) ?? 0;
    for (const l of e.lines) {
      const accountId = ids.get(accountLabel(l.account)) ?? 0;
      const bucket = l.bucket ?? 'available';
      const delta = deltas.get(accountId) ?? { available: 0n, locked: 0n };
      delta[bucket] += l.amount;
      deltas.set(accountId, delta);
      lines.push([entryId, accountId, l.account.asset, bucket, l.amount]);
    }
  }
  const moved = [...deltas].filter(([, x]) => x.available !== 0n || x.locked !== 0n).sort((a, b) => a[0] - b[0]);
  // PostgreSQL: the accounts' rows locked in id order first (the order single posts lock in), so no deadlock.
  if (isPostgres(tx)) await forIds(tx, 'select id from ledger_accounts where id in (:ids) order by id for update', [], moved.map(([id]) => id));
  const updated = await withValues(tx, {
    columns: [['id', 'bigint'], ['available', 'bigint'], ['locked', 'bigint']],
    statement: 'update ledger_accounts set available_atoms = available_atoms + v.available, locked_atoms = locked_atoms + v.locked '
      + 'from v where ledger_accounts.id = v.id '
      + 'and (ledger_accounts.allow_negative = 1 or (ledger_accounts.available_atoms + v.available >= 0 and ledger_accounts.locked_atoms + v.locked >= 0)) '
      + 'returning ledger_accounts.id',
  }, moved.map(([id, x]) => [id, x.available, x.locked]));
  if (updated.length !== moved.length) throw new AppError('insufficient_balance');
  await insertRows(tx, { table: 'ledger_lines', columns: ['entry_id', 'account_id', 'asset', 'bucket', 'amount_atoms'] }, lines);
  return posted;
}
