import type { Tx } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { LedgerRepo } from './ledger.repo.js';
import { accountLabel, type AccountKey, type PostInput, type PostResult } from './ledger.types.js';

/** What writing one entry needs of the ledger: its repo, the time, the dialect and its memory of account ids. */
export type ApplyContext = {
  repo: LedgerRepo;
  now: number;
  postgres: boolean;
  /** An account's id if it is known (committed), without touching the database. */
  knownId(label: string): number | undefined;
  /** An account's id, the account opened in `tx` if it is missing. */
  accountId(label: string, key: AccountKey): Promise<number>;
};

/**
 * Writes one balanced entry (checked before): its entry row, the balance deltas per account in id order (refused with
 * insufficient_balance when one may not go negative) and its lines. A ref already written answers as a duplicate.
 * Not atomic by itself: the caller runs it inside a savepoint or a guarded one (LedgerService.post).
 */
export async function applyEntry(tx: Tx, input: PostInput, c: ApplyContext): Promise<PostResult> {
  const now = c.now;
  const reason = input.detail ? `${input.reason} ${input.detail}` : input.reason;
  const single = c.postgres ? oneAccount(input, c.knownId) : null;
  if (single) {
    // PostgreSQL, every line on one known account (a lock, an unlock): entry, lines and delta in one round trip.
    const r = await c.repo.postOneAccount(tx, { ref: input.ref, actor: input.actor, reason, now }, single.accountId, single, single.lines);
    if (r.entryId === null) return { entryId: (await c.repo.entryIdByRef(tx, input.ref)) ?? 0, duplicate: true };
    if (!r.applied) throw new AppError('insufficient_balance');
    return { entryId: r.entryId, duplicate: false };
  }
  const entryId = await c.repo.insertEntry(tx, { ref: input.ref, actor: input.actor, reason, now });
  if (entryId === null) {
    const existing = await c.repo.entryIdByRef(tx, input.ref);
    return { entryId: existing ?? 0, duplicate: true };
  }
  // Open missing accounts in one global order (by key), so two posts creating the same new accounts cannot deadlock.
  const keys = new Map(input.lines.map((l) => [accountLabel(l.account), l.account]));
  const ids = new Map<string, number>();
  for (const [label, key] of [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) ids.set(label, await c.accountId(label, key));
  const resolved = input.lines.map((line) => ({
    accountId: ids.get(accountLabel(line.account)) ?? 0, asset: line.account.asset,
    bucket: line.bucket ?? 'available', amount: line.amount,
  }));
  // Apply per account in id order so concurrent posts take row locks in one order and cannot deadlock.
  const deltas = new Map<number, { available: bigint; locked: bigint }>();
  for (const l of resolved) {
    const d = deltas.get(l.accountId) ?? { available: 0n, locked: 0n };
    d[l.bucket] += l.amount;
    deltas.set(l.accountId, d);
  }
  for (const [accountId, d] of [...deltas.entries()].sort((a, b) => a[0] - b[0])) {
    if (d.available === 0n && d.locked === 0n) continue;
    const applied = await c.repo.applyDelta(tx, accountId, d.available, d.locked);
    if (!applied) throw new AppError('insufficient_balance');
  }
  await c.repo.insertLines(tx, entryId, resolved);
  return { entryId, duplicate: false };
}

/** The one account all lines of an entry move, already known (committed), with its net delta; null otherwise. */
function oneAccount(input: PostInput, knownId: (label: string) => number | undefined): { accountId: number; available: bigint; locked: bigint; lines: { accountId: number; asset: string; bucket: 'available' | 'locked'; amount: bigint }[] } | null {
  let accountId: number | undefined;
  let available = 0n;
  let locked = 0n;
  const lines: { accountId: number; asset: string; bucket: 'available' | 'locked'; amount: bigint }[] = [];
  for (const line of input.lines) {
    const id = knownId(accountLabel(line.account));
    if (id === undefined || (accountId !== undefined && id !== accountId)) return null;
    accountId = id;
    const bucket = line.bucket ?? 'available';
    if (bucket === 'available') available += line.amount;
    else locked += line.amount;
    lines.push({ accountId: id, asset: line.account.asset, bucket, amount: line.amount });
  }
  if (accountId === undefined || (available === 0n && locked === 0n)) return null;
  return { accountId, available, locked, lines };
}
