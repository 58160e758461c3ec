import { sql } from 'kysely';
import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { accountLabel, type AccountKey, type Bucket, type PostInput } from './ledger.types.js';

/** Rows per multi-row insert: 5 values a row stays far below SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 1000;

/**
 * The many-entries path of the ledger (LedgerService.postMany): entries inserted in chunks (a ref that exists is
 * skipped), accounts resolved once, the balance deltas summed per account and applied in account-id order with the
 * same never-below-zero condition as a single post, then the lines in chunks. Runs inside the caller's savepoint, so a
 * refusal leaves nothing behind. Answers the inputs that were posted.
 */
export async function postBatch(tx: Tx, inputs: readonly PostInput[], d: {
  now: number; accountId: (label: string, key: AccountKey) => Promise<number>;
}): Promise<PostInput[]> {
  const entryIds = new Map<string, number>();
  for (let i = 0; i < inputs.length; i += CHUNK) {
    const rows = await tx.insertInto('ledger_entries').values(inputs.slice(i, i + CHUNK).map((e) => ({
      ref: e.ref, actor_type: e.actor.type, actor_id: e.actor.id, reason: e.detail ? `${e.reason} ${e.detail}` : e.reason, created_at: d.now,
    }))).onConflict((oc) => oc.column('ref').doNothing()).returning(['id', 'ref']).execute();
    for (const r of rows) entryIds.set(r.ref, r.id);
  }
  const posted = inputs.filter((e) => entryIds.has(e.ref));
  const keys = new Map<string, AccountKey>();
  for (const e of posted) for (const l of e.lines) keys.set(accountLabel(l.account), l.account);
  const ids = new Map<string, number>();
  for (const [label, key] of [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) ids.set(label, await d.accountId(label, key));

  const deltas = new Map<number, { available: bigint; locked: bigint }>();
  const lines: { entry_id: number; account_id: number; asset: string; bucket: Bucket; amount_atoms: bigint }[] = [];
  for (const e of posted) {
    const entryId = entryIds.get(e.ref) ?? 0;
    for (const l of e.lines) {
      const accountId = ids.get(accountLabel(l.account)) ?? 0;
      const bucket = l.bucket ?? 'available';
      const delta = deltas.get(accountId) ?? { available: 0n, locked: 0n };
      delta[bucket] += l.amount;
      deltas.set(accountId, delta);
      lines.push({ entry_id: entryId, account_id: accountId, asset: l.account.asset, bucket, amount_atoms: l.amount });
    }
  }
  for (const [accountId, delta] of [...deltas].sort((a, b) => a[0] - b[0])) {
    if (delta.available === 0n && delta.locked === 0n) continue;
    const result = await tx.updateTable('ledger_accounts')
      .set({ available_atoms: sql<bigint>`available_atoms + ${delta.available}`, locked_atoms: sql<bigint>`locked_atoms + ${delta.locked}` })
      .where('id', '=', accountId)
      .where((eb) => eb.or([
        eb('allow_negative', '=', 1),
        eb.and([eb(sql<bigint>`available_atoms + ${delta.available}`, '>=', 0n), eb(sql<bigint>`locked_atoms + ${delta.locked}`, '>=', 0n)]),
      ]))
      .executeTakeFirst();
    if ((result.numUpdatedRows ?? 0n) === 0n) throw new AppError('insufficient_balance');
  }
  for (let i = 0; i < lines.length; i += CHUNK) await tx.insertInto('ledger_lines').values(lines.slice(i, i + CHUNK)).execute();
  return posted;
}
