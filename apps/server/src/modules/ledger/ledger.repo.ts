import { CompiledQuery, sql } from 'kysely';
import type { Db, Tx } from '../../platform/db/database.js';
import { param, prepared, rawStatement } from '../../platform/db/prepared.js';
import {
  NEGATIVE_KINDS, type AccountKey, type AccountKind, type Actor, type Balance, type BalanceDifference, type Bucket, type Holding, type Mode,
  type StatementFilter, type StatementLine,
} from './ledger.types.js';

type Executor = Db | Tx;

const balanceColumns = ['id', 'owner_id', 'asset', 'kind', 'mode', 'available_atoms', 'locked_atoms'] as const;

function toBalance(r: {
  id: number; owner_id: number; asset: string; kind: AccountKind; mode: Mode; available_atoms: bigint; locked_atoms: bigint;
}): Balance {
  return {
    accountId: r.id, ownerId: r.owner_id, asset: r.asset, kind: r.kind, mode: r.mode,
    available: r.available_atoms, locked: r.locked_atoms,
  };
}

const SAVEPOINT = rawStatement('savepoint ledger_post');
const RELEASE = rawStatement('release savepoint ledger_post');
const ROLLBACK = rawStatement('rollback to savepoint ledger_post');
/** Lines of an entry inserted by one prepared statement each up to this many (a lock has 2, a trade up to 6). */
const PREPARED_LINES = 8;

/**
 * PostgreSQL: an entry whose lines are all on one account, in one statement: the entry (unless its ref exists), its
 * lines and the account's conditional delta (refused when a balance that may not go negative would). Data-modifying
 * parts of a WITH all run, on one snapshot; the lines and the delta happen only when the entry was inserted.
 */
function oneAccountPostSql(lines: number): string {
  const values = Array.from({ length: lines }, (_, i) => {
    const at = 9 + i * 4;
    return `($${at}::bigint, $${at + 1}::text, $${at + 2}::text, $${at + 3}::bigint)`;
  }).join(', ');
  return 'with e as (insert into ledger_entries (ref, actor_type, actor_id, reason, created_at) values ($1, $2, $3, $4, $5) '
    + 'on conflict (ref) do nothing returning id), '
    + 'd as (update ledger_accounts set available_atoms = available_atoms + $6::bigint, locked_atoms = locked_atoms + $7::bigint '
    + 'where id = $8 and exists (select 1 from e) '
    + 'and (allow_negative = 1 or (available_atoms + $6::bigint >= 0 and locked_atoms + $7::bigint >= 0)) returning id), '
    + 'l as (insert into ledger_lines (entry_id, account_id, asset, bucket, amount_atoms) '
    + `select e.id, v.account_id, v.asset, v.bucket, v.amount_atoms from e cross join (values ${values}) as v(account_id, asset, bucket, amount_atoms)) `
    + 'select (select id from e) as entry_id, (select count(*) from d) as applied';
}

/** SQL of the ledger. Only the ledger service calls it; nothing else writes balances. */
export function createLedgerRepo() {
  const oneAccountSql = new Map<number, string>();
  // Every post runs these (compiled once per repository, so per database: platform/db/prepared.ts).
  const insertEntry = prepared((db) => db.insertInto('ledger_entries')
    .values({ ref: param('ref'), actor_type: param('actorType'), actor_id: param('actorId'), reason: param('reason'), created_at: param('now') })
    .onConflict((oc) => oc.column('ref').doNothing())
    .returning('id'));
  const applyDelta = prepared((db) => db.updateTable('ledger_accounts')
    .set({
      available_atoms: sql<bigint>`available_atoms + ${param<bigint>('available')}`,
      locked_atoms: sql<bigint>`locked_atoms + ${param<bigint>('locked')}`,
    })
    .where('id', '=', param<number>('id'))
    .where((eb) => eb.or([
      eb('allow_negative', '=', 1),
      eb.and([
        eb(sql<bigint>`available_atoms + ${param<bigint>('available')}`, '>=', 0n),
        eb(sql<bigint>`locked_atoms + ${param<bigint>('locked')}`, '>=', 0n),
      ]),
    ])));
  const lineKeys = (i: number) => ({ account: `a${i}`, asset: `s${i}`, bucket: `b${i}`, amount: `m${i}` });
  const insertLinesOf = Array.from({ length: PREPARED_LINES + 1 }, (_, n) => prepared((db) => db.insertInto('ledger_lines')
    .values(Array.from({ length: Math.max(1, n) }, (_, i) => {
      const k = lineKeys(i);
      return { entry_id: param<number>('entry'), account_id: param<number>(k.account), asset: param<string>(k.asset), bucket: param<Bucket>(k.bucket), amount_atoms: param<bigint>(k.amount) };
    }))));
  return {
    /**
     * Runs `fn` inside a savepoint: when it throws, everything it wrote is undone while the caller's transaction
     * stays usable, so a refused post never leaves part of itself behind even if the caller goes on and commits.
     */
    async atomically<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
      await tx.executeQuery(SAVEPOINT);
      let result: T;
      try {
        result = await fn();
      } catch (e) {
        await tx.executeQuery(ROLLBACK);
        await tx.executeQuery(RELEASE);
        throw e;
      }
      await tx.executeQuery(RELEASE);
      return result;
    },

    async ensureAccount(tx: Executor, key: AccountKey, now: number): Promise<number> {
      const where = (q: Executor) => q.selectFrom('ledger_accounts').select('id')
        .where('owner_id', '=', key.ownerId).where('asset', '=', key.asset)
        .where('kind', '=', key.kind).where('mode', '=', key.mode);
      const found = await where(tx).executeTakeFirst();
      if (found) return found.id;
      await tx.insertInto('ledger_accounts').values({
        owner_id: key.ownerId, asset: key.asset, kind: key.kind, mode: key.mode,
        available_atoms: 0n, locked_atoms: 0n, allow_negative: NEGATIVE_KINDS.has(key.kind) ? 1 : 0, created_at: now,
      }).onConflict((oc) => oc.columns(['owner_id', 'asset', 'kind', 'mode']).doNothing()).execute();
      return (await where(tx).executeTakeFirstOrThrow()).id;
    },

    /** Inserts the entry unless its ref exists; answers the new id, or null for a repeat. */
    async insertEntry(tx: Tx, e: { ref: string; actor: Actor; reason: string; now: number }): Promise<number | null> {
      const { rows } = await insertEntry(tx, { ref: e.ref, actorType: e.actor.type, actorId: e.actor.id, reason: e.reason, now: e.now });
      return rows[0]?.id ?? null;
    },

    /**
     * PostgreSQL only: posts an entry whose lines are all on one account in one round trip (oneAccountPostSql). Answers
     * the entry's id (null for a repeat of its ref) and whether the delta applied; when it did not, the entry and its
     * lines were written and the caller must undo them (it throws inside a savepoint).
     */
    async postOneAccount(tx: Tx, e: { ref: string; actor: Actor; reason: string; now: number }, accountId: number,
      delta: { available: bigint; locked: bigint }, lines: { accountId: number; asset: string; bucket: Bucket; amount: bigint }[]): Promise<{ entryId: number | null; applied: boolean }> {
      let text = oneAccountSql.get(lines.length);
      if (text === undefined) oneAccountSql.set(lines.length, (text = oneAccountPostSql(lines.length)));
      const params: unknown[] = [e.ref, e.actor.type, e.actor.id, e.reason, e.now, delta.available, delta.locked, accountId];
      for (const l of lines) params.push(l.accountId, l.asset, l.bucket, l.amount);
      const { rows } = await tx.executeQuery<{ entry_id: number | null; applied: number }>(CompiledQuery.raw(text, params));
      const row = rows[0];
      return { entryId: row?.entry_id ?? null, applied: Number(row?.applied ?? 0) > 0 };
    },

    async entryIdByRef(tx: Executor, ref: string): Promise<number | null> {
      const row = await tx.selectFrom('ledger_entries').select('id').where('ref', '=', ref).executeTakeFirst();
      return row?.id ?? null;
    },

    /** Applies deltas unless a balance that may not go negative would; answers whether it applied. */
    async applyDelta(tx: Tx, accountId: number, available: bigint, locked: bigint): Promise<boolean> {
      const result = await applyDelta(tx, { id: accountId, available, locked });
      return (result.numAffectedRows ?? 0n) > 0n;
    },

    async insertLines(tx: Tx, entryId: number, lines: { accountId: number; asset: string; bucket: Bucket; amount: bigint }[]) {
      const insert = insertLinesOf[lines.length];
      if (insert && lines.length > 0) {
        const args: Record<string, unknown> = { entry: entryId };
        lines.forEach((l, i) => {
          const k = lineKeys(i);
          args[k.account] = l.accountId;
          args[k.asset] = l.asset;
          args[k.bucket] = l.bucket;
          args[k.amount] = l.amount;
        });
        await insert(tx, args);
        return;
      }
      await tx.insertInto('ledger_lines').values(lines.map((l) => ({
        entry_id: entryId, account_id: l.accountId, asset: l.asset, bucket: l.bucket, amount_atoms: l.amount,
      }))).execute();
    },

    async balancesOf(db: Executor, ownerId: number, mode: Mode): Promise<Balance[]> {
      const rows = await db.selectFrom('ledger_accounts').select(balanceColumns)
        .where('owner_id', '=', ownerId).where('mode', '=', mode).orderBy('id').execute();
      return rows.map(toBalance);
    },

    async balanceOf(db: Executor, key: AccountKey): Promise<Balance | null> {
      const row = await db.selectFrom('ledger_accounts').select(balanceColumns)
        .where('owner_id', '=', key.ownerId).where('asset', '=', key.asset)
        .where('kind', '=', key.kind).where('mode', '=', key.mode).executeTakeFirst();
      return row ? toBalance(row) : null;
    },

    /**
     * Accounts whose stored balance differs from the sum of their journal lines (one account, or all), in id order.
     * A single statement, so on PostgreSQL both sides come from one snapshot.
     */
    async differences(db: Executor, accountId?: number): Promise<BalanceDifference[]> {
      const journal = db.selectFrom('ledger_lines')
        .select([
          'account_id',
          sql<bigint>`sum(case when bucket = 'available' then amount_atoms else 0 end)`.as('available_atoms'),
          sql<bigint>`sum(case when bucket = 'locked' then amount_atoms else 0 end)`.as('locked_atoms'),
        ])
        .$if(accountId !== undefined, (q) => q.where('account_id', '=', accountId ?? 0))
        .groupBy('account_id');
      const rows = await db.selectFrom('ledger_accounts as a')
        .leftJoin(journal.as('j'), 'j.account_id', 'a.id')
        .select([
          'a.id', 'a.available_atoms', 'a.locked_atoms',
          sql<bigint>`coalesce(j.available_atoms, 0)`.as('journal_available_atoms'),
          sql<bigint>`coalesce(j.locked_atoms, 0)`.as('journal_locked_atoms'),
        ])
        .$if(accountId !== undefined, (q) => q.where('a.id', '=', accountId ?? 0))
        .orderBy('a.id').execute();
      return rows
        .filter((r) => r.available_atoms !== r.journal_available_atoms || r.locked_atoms !== r.journal_locked_atoms)
        .map((r) => ({
          accountId: r.id,
          stored: { available: r.available_atoms, locked: r.locked_atoms },
          journal: { available: r.journal_available_atoms, locked: r.journal_locked_atoms },
        }));
    },

    /** Takes the account's row lock (a no-op write, which both dialects understand) until the transaction ends. */
    async lockAccount(tx: Tx, accountId: number): Promise<void> {
      await tx.updateTable('ledger_accounts').set((eb) => ({ available_atoms: eb.ref('available_atoms') }))
        .where('id', '=', accountId).execute();
    },

    async sumsPerAsset(db: Executor): Promise<{ asset: string; sum_atoms: bigint }[]> {
      return db.selectFrom('ledger_lines')
        .select(['asset', sql<bigint>`sum(amount_atoms)`.as('sum_atoms')])
        .groupBy('asset').execute();
    },

    /** One owner's statement: a row per entry and account (both buckets netted), newest entry first, and the count. */
    async statement(db: Executor, f: StatementFilter, page: { limit: number; offset: number }): Promise<{ total: number; items: StatementLine[] }> {
      const grouped = db.selectFrom('ledger_lines as l')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .innerJoin('ledger_entries as e', 'e.id', 'l.entry_id')
        .where('a.owner_id', '=', f.ownerId)
        .$if(f.mode !== undefined, (q) => q.where('a.mode', '=', f.mode ?? 'real'))
        .$if(f.asset !== undefined, (q) => q.where('a.asset', '=', f.asset ?? ''))
        .$if(f.kind !== undefined, (q) => q.where('a.kind', '=', f.kind ?? 'funding'))
        .select([
          'l.entry_id', 'l.account_id', 'a.asset', 'a.kind', 'a.mode', 'e.reason', 'e.actor_type', 'e.actor_id', 'e.created_at',
          sql<bigint>`sum(case when l.bucket = 'available' then l.amount_atoms else 0 end)`.as('available_atoms'),
          sql<bigint>`sum(case when l.bucket = 'locked' then l.amount_atoms else 0 end)`.as('locked_atoms'),
        ])
        .groupBy(['l.entry_id', 'l.account_id', 'a.asset', 'a.kind', 'a.mode', 'e.reason', 'e.actor_type', 'e.actor_id', 'e.created_at']);
      const counted = await db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = await db.selectFrom(grouped.as('g')).selectAll()
        .orderBy('g.entry_id', 'desc').orderBy('g.account_id').limit(page.limit).offset(page.offset).execute();
      return {
        total: Number(counted.n),
        items: rows.map((r) => ({
          entryId: r.entry_id, accountId: r.account_id, time: r.created_at, asset: r.asset, kind: r.kind, mode: r.mode,
          available: r.available_atoms, locked: r.locked_atoms, amount: r.available_atoms + r.locked_atoms,
          reason: r.reason, actor: { type: r.actor_type, id: r.actor_id },
        })),
      };
    },

    /** Every balance summed per asset, mode and kind, users apart from the platform, in one statement (one snapshot). */
    async holdings(db: Executor): Promise<Holding[]> {
      const sided = db.selectFrom('ledger_accounts').select([
        'asset', 'mode', 'kind', 'available_atoms', 'locked_atoms',
        sql<string>`case when owner_id = 0 or kind = 'simulated' then 'platform' else 'user' end`.as('owner'),
      ]);
      const rows = await db.selectFrom(sided.as('x'))
        .select([
          'x.owner', 'x.asset', 'x.mode', 'x.kind',
          sql<bigint>`sum(x.available_atoms)`.as('available_atoms'),
          sql<bigint>`sum(x.locked_atoms)`.as('locked_atoms'),
          (eb) => eb.fn.countAll().as('accounts'),
        ])
        .groupBy(['x.owner', 'x.asset', 'x.mode', 'x.kind'])
        .orderBy('x.asset').orderBy('x.mode').orderBy('x.owner', 'desc').orderBy('x.kind').execute();
      return rows.map((r) => ({
        owner: r.owner === 'platform' ? 'platform' : 'user', asset: r.asset, kind: r.kind, mode: r.mode,
        available: r.available_atoms, locked: r.locked_atoms, accounts: Number(r.accounts),
      }));
    },

    /**
     * Users' real balances of the given kinds per owner and asset, summed from the journal's lines of entries before
     * `cutoff` (the balances at that moment): the proof of liabilities' snapshot, the same whenever it is read.
     */
    async userBalancesAt(db: Executor, kinds: readonly AccountKind[], cutoff: number): Promise<{ ownerId: number; asset: string; atoms: bigint }[]> {
      const rows = await db.selectFrom('ledger_lines as l')
        .innerJoin('ledger_entries as e', 'e.id', 'l.entry_id')
        .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
        .select(['a.owner_id', 'a.asset', sql<bigint>`sum(l.amount_atoms)`.as('atoms')])
        .where('a.mode', '=', 'real').where('a.owner_id', '>', 0).where('a.kind', 'in', [...kinds]).where('e.created_at', '<', cutoff)
        .groupBy(['a.owner_id', 'a.asset']).orderBy('a.asset').orderBy('a.owner_id').execute();
      return rows.map((r) => ({ ownerId: Number(r.owner_id), asset: r.asset, atoms: BigInt(r.atoms) }));
    },

    async setBalance(tx: Tx, accountId: number, available: bigint, locked: bigint): Promise<void> {
      await tx.updateTable('ledger_accounts').set({ available_atoms: available, locked_atoms: locked })
        .where('id', '=', accountId).execute();
    },
  };
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>;
