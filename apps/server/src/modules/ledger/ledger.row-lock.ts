import { CompiledQuery } from 'kysely';
import type { Tx } from '../../platform/db/database.js';
import type { Actor } from './ledger.types.js';

/** A row another module inserts together with the lock that holds funds for it (an order): its table and typed values. */
export type LockedRow = {
  table: string;
  /** Column names and their SQL types, fixed per caller (the statement text is built once per shape). */
  columns: readonly { name: string; type: 'bigint' | 'text' }[];
  values: readonly unknown[];
};

const texts = new Map<string, string>();

/**
 * PostgreSQL: one statement that locks `amount` on one account and, only if the lock applied, inserts the caller's
 * row and the lock's entry (ref = prefix and the row's new id) and two lines. The balance update comes first and every
 * other part selects from it, so a refused lock (a balance that may not go negative would) writes nothing at all: no
 * row, no entry, no line. Data-modifying parts of a WITH all run, on one snapshot; the update re-checks its condition
 * on the row's latest version under its row lock (READ COMMITTED), so two concurrent locks can never overdraw.
 */
function statementText(row: LockedRow): string {
  const key = `${row.table}(${row.columns.map((c) => `${c.name}:${c.type}`).join(',')})`;
  let text = texts.get(key);
  if (text !== undefined) return text;
  const first = 9;
  const values = row.columns.map((c, i) => `$${first + i}::${c.type}`).join(', ');
  const names = row.columns.map((c) => c.name).join(', ');
  text = 'with d as (update ledger_accounts set available_atoms = available_atoms - $1::bigint, locked_atoms = locked_atoms + $1::bigint '
    + 'where id = $2 and (allow_negative = 1 or available_atoms - $1::bigint >= 0) returning id), '
    + `o as (insert into ${row.table} (${names}) select ${values} from d returning *), `
    + 'e as (insert into ledger_entries (ref, actor_type, actor_id, reason, created_at) '
    + 'select $3::text || o.id::text, $4::text, $5::bigint, $6::text, $8::bigint from o returning id), '
    + 'l as (insert into ledger_lines (entry_id, account_id, asset, bucket, amount_atoms) '
    + "select e.id, $2::bigint, $7::text, v.bucket, v.amount from e cross join (values (1, 'available', -$1::bigint), (2, 'locked', $1::bigint)) as v(n, bucket, amount) order by v.n) "
    + 'select o.* from o';
  texts.set(key, text);
  return text;
}

type LockParams = { accountId: number; asset: string; amount: bigint; refPrefix: string; actor: Actor; reason: string; now: number };

const SQLITE_DELTA = 'update ledger_accounts set available_atoms = available_atoms - ?, locked_atoms = locked_atoms + ? '
  + 'where id = ? and (allow_negative = 1 or available_atoms - ? >= 0)';
const SQLITE_ENTRY = 'insert into ledger_entries (ref, actor_type, actor_id, reason, created_at) values (?, ?, ?, ?, ?) returning id';
const SQLITE_LINES = "insert into ledger_lines (entry_id, account_id, asset, bucket, amount_atoms) values (?, ?, ?, 'available', ?), (?, ?, ?, 'locked', ?)";
const sqliteInserts = new Map<string, string>();

/**
 * SQLite (no data-modifying WITH): the same writes as four statements on the one connection, the conditional balance
 * update first. It is the only one that can refuse, and a refused one changed nothing, so a refusal has written
 * nothing; an error in a later statement is not a refusal (the caller's transaction then fails as a whole).
 */
async function lockWithRowSqlite<R extends { id: number }>(tx: Tx, p: LockParams, row: LockedRow): Promise<R | null> {
  const delta = await tx.executeQuery(CompiledQuery.raw(SQLITE_DELTA, [p.amount, p.amount, p.accountId, p.amount]));
  if ((delta.numAffectedRows ?? 0n) === 0n) return null;
  let insert = sqliteInserts.get(row.table + row.columns.map((c) => c.name).join(','));
  if (insert === undefined) {
    insert = `insert into ${row.table} (${row.columns.map((c) => c.name).join(', ')}) values (${row.columns.map(() => '?').join(', ')}) returning *`;
    sqliteInserts.set(row.table + row.columns.map((c) => c.name).join(','), insert);
  }
  const inserted = (await tx.executeQuery<R>(CompiledQuery.raw(insert, [...row.values]))).rows[0];
  if (!inserted) throw new Error('lockWithRow: row not inserted');
  const entry = (await tx.executeQuery<{ id: number }>(CompiledQuery.raw(SQLITE_ENTRY, [`${p.refPrefix}${inserted.id}`, p.actor.type, p.actor.id, p.reason, p.now]))).rows[0];
  if (!entry) throw new Error('lockWithRow: entry not inserted');
  await tx.executeQuery(CompiledQuery.raw(SQLITE_LINES, [entry.id, p.accountId, p.asset, -p.amount, entry.id, p.accountId, p.asset, p.amount]));
  return inserted;
}

/**
 * Runs the lock with the caller's row (one statement on PostgreSQL, four on SQLite); answers the inserted row, or null
 * when the lock was refused (nothing written).
 */
export async function lockWithRow<R extends { id: number }>(tx: Tx, postgres: boolean, p: LockParams, row: LockedRow): Promise<R | null> {
  if (!postgres) return lockWithRowSqlite<R>(tx, p, row);
  const params: unknown[] = [p.amount, p.accountId, p.refPrefix, p.actor.type, p.actor.id, p.reason, p.asset, p.now, ...row.values];
  const { rows } = await tx.executeQuery<R>(CompiledQuery.raw(statementText(row), params));
  return rows[0] ?? null;
}
