import type { Bus } from '../../platform/bus/bus.js';
import type { Clock } from '../../platform/clock.js';
import { isPostgres, type Db, type Tx } from '../../platform/db/database.js';
import type { Transactions } from '../../platform/db/transactions.js';
import { AppError } from '../../platform/http/errors.js';
import type { BalanceChange } from './ledger.events.js';
import { postBatch } from './ledger.batch.js';
import { fundingDebits, type FundingCover } from './ledger.cover.js';
import { createLedgerRepo } from './ledger.repo.js';
import { applyEntry } from './ledger.apply.js';
import { rebuildBalances } from './ledger.audit.js';
import { checkBalanced, userAccount } from './ledger.entries.js';
import { LedgerReads } from './ledger.reads.js';
import { lockWithRow, type LockedRow } from './ledger.row-lock.js';
import {
  PLATFORM_OWNER,
  accountLabel,
  type AccountKey,
  type AccountKind,
  type Balance,
  type BalanceDifference,
  type Holding,
  type Mode,
  type PostInput,
  type PostResult,
  type StatementFilter,
  type StatementLine,
} from './ledger.types.js';

export type MoveInput = Pick<PostInput, 'actor' | 'reason' | 'detail' | 'ref'> & { account: AccountKey; amount: bigint };

/**
 * The double-entry ledger: the only code that writes balances. Every change is an entry of lines that sum to
 * zero per asset, with an actor, a reason and an idempotency reference; user balances never go negative.
 */
export class LedgerService {
  private readonly repo = createLedgerRepo();
  private readonly reads: LedgerReads;

  /** The users and modes each open transaction has moved money of, announced on the bus once it commits. */
  private readonly touched = new WeakMap<Tx, Map<string, BalanceChange>>();
  /** Account ids by key: an account, once committed, keeps its id for good (accounts are never deleted). */
  private readonly accountIds = new Map<string, number>();
  /** Transactions whose caller rolls back its own savepoint when a post throws (guarded). */
  private readonly guardedTx = new WeakSet<Tx>();
  /** Modules that can bring a user's money back into funding when a post needs it (ledger.cover.ts). */
  private readonly covers: FundingCover[] = [];
  private readonly postgres: boolean;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly transactions: Transactions, private readonly bus: Bus) {
    this.postgres = isPostgres(db);
    this.reads = new LedgerReads(db, this.repo);
  }

  /**
   * Runs `fn` inside the caller's own savepoint of `tx`, which the caller rolls back whenever `fn` throws (spot's group
   * commit does, per order): the posts in it skip their own savepoint, two statements less each, and a refused post
   * still leaves no trace because the caller's rollback undoes it. The caller must not catch a post's error inside `fn`
   * and go on.
   */
  async guarded<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
    this.guardedTx.add(tx);
    try {
      return await fn();
    } finally {
      this.guardedTx.delete(tx);
    }
  }

  /**
   * Runs `fn` in one database transaction; callers group their own writes with postings this way. A deadlock or a
   * serialization failure runs `fn` again on a new transaction (platform/db/transactions.ts), unless it called `noRetry`.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transactions.run(fn);
  }

  /** `fn` of `transaction` changed something outside the database (an engine's book): a failure of it is final. */
  noRetry(tx: Tx): void {
    this.transactions.noRetry(tx);
  }

  /**
   * Posts one entry, all or nothing: refused (AppError) with no trace, even inside a transaction that goes on. Once the
   * transaction commits, `ledger.balances` tells the bus whose balances moved (the realtime `balances` channel).
   */
  async post(tx: Tx, input: PostInput): Promise<PostResult> {
    checkBalanced(input);
    const guarded = this.guardedTx.has(tx);
    // A guarded post leaves partial writes when refused, so it is covered before; any other only once refused.
    if (guarded && this.covers.length > 0) await this.coverShortfalls(tx, input);
    let result: PostResult;
    try {
      result = guarded ? await this.apply(tx, input) : await this.repo.atomically(tx, () => this.apply(tx, input));
    } catch (e) {
      if (guarded || this.covers.length === 0 || !(e instanceof AppError && e.key === 'insufficient_balance')) throw e;
      if (!(await this.coverShortfalls(tx, input))) throw e;
      result = await this.repo.atomically(tx, () => this.apply(tx, input));
    }
    if (!result.duplicate) this.touch(tx, input);
    return result;
  }

  /**
   * Registers a cover: when a post would take more of a user's real funding balance in one of its assets than is
   * available, the cover may bring the missing amount back in the same transaction, with entries of its own.
   */
  coverFunding(cover: FundingCover): void {
    this.covers.push(cover);
  }

  /** Asks the covers for what `input` would overdraw of users' funding accounts; answers whether anything came back. */
  private async coverShortfalls(tx: Tx, input: PostInput): Promise<boolean> {
    let moved = false;
    for (const c of this.covers) {
      for (const d of fundingDebits(input, c.assets).values()) {
        const have = (await this.balance(userAccount(d.userId, d.asset, 'funding', 'real'), tx)).available;
        if (have >= d.amount) continue;
        if ((await c.cover(tx, { userId: d.userId, asset: d.asset, need: d.amount - have, actor: input.actor })) > 0n) moved = true;
      }
    }
    return moved;
  }

  private touch(tx: Tx, input: PostInput): void {
    let changes = this.touched.get(tx);
    if (!changes) {
      const fresh = new Map<string, BalanceChange>();
      this.touched.set(tx, (changes = fresh));
      this.transactions.afterCommit(tx, () => this.bus.publish('ledger.balances', [...fresh.values()]));
    }
    for (const { account } of input.lines) {
      if (account.ownerId !== PLATFORM_OWNER && account.kind !== 'simulated') changes.set(`${account.ownerId}/${account.mode}`, { userId: account.ownerId, mode: account.mode });
    }
  }

  private rememberAccount(label: string, id: number): void {
    if (this.accountIds.size >= 100_000) this.accountIds.clear();
    this.accountIds.set(label, id);
  }

  private async accountIdOf(tx: Tx, label: string, key: AccountKey, now: number): Promise<number> {
    const known = this.accountIds.get(label);
    if (known !== undefined) return known;
    const id = await this.repo.ensureAccount(tx, key, now);
    // Remembered once committed: an account opened by a transaction that rolls back does not exist.
    this.transactions.afterCommit(tx, () => this.rememberAccount(label, id));
    return id;
  }

  /**
   * Posts many entries at once, all or nothing (a settlement run of thousands of orders): the same entries, lines and
   * balances as one `post` each, written in a few multi-row statements with the balance deltas summed per account.
   * An entry whose ref exists is skipped. Answers how many entries were new.
   */
  async postMany(tx: Tx, inputs: readonly PostInput[]): Promise<number> {
    inputs.forEach(checkBalanced);
    const now = this.clock.now();
    const posted = await this.repo.atomically(tx, () => postBatch(tx, inputs, {
      now, accountId: (label, key) => this.accountIdOf(tx, label, key, now),
    }));
    for (const input of posted) this.touch(tx, input);
    return posted.length;
  }

  /** Writes one checked entry (ledger.apply.ts) with this ledger's memory of account ids. */
  private apply(tx: Tx, input: PostInput): Promise<PostResult> {
    const now = this.clock.now();
    return applyEntry(tx, input, {
      repo: this.repo, now, postgres: this.postgres,
      knownId: (label) => this.accountIds.get(label),
      accountId: (label, key) => this.accountIdOf(tx, label, key, now),
    });
  }

  /** Moves an amount from available to locked on one account (an order resting, a withdrawal under review). */
  lock(tx: Tx, m: MoveInput): Promise<PostResult> {
    return this.post(tx, { actor: m.actor, reason: m.reason, detail: m.detail, ref: m.ref, lines: [
      { account: m.account, amount: -m.amount, bucket: 'available' },
      { account: m.account, amount: m.amount, bucket: 'locked' },
    ] });
  }

  /**
   * Whether `lockWithRow` can serve this lock: a positive amount, an account already known (committed) and
   * no funding cover that could be asked to bring money back for it. Otherwise the caller inserts and posts as usual.
   */
  canLockWithRow(m: Omit<MoveInput, 'ref'>): boolean {
    if (m.amount <= 0n || !this.accountIds.has(accountLabel(m.account))) return false;
    const input: PostInput = { actor: m.actor, reason: m.reason, ref: '', lines: [{ account: m.account, amount: -m.amount, bucket: 'available' }] };
    return this.covers.every((c) => fundingDebits(input, c.assets).size === 0);
  }

  /**
   * Inserts the caller's row (an order) and posts the lock that holds its funds, with the ref `refPrefix` and the
   * row's new id: one statement and round trip on PostgreSQL, four on SQLite (ledger.row-lock.ts), the same entry and lines as
   * `lock`. All or nothing by construction: a refused lock answers null and has written nothing, so the caller needs
   * no savepoint around it. Only when `canLockWithRow` said yes.
   */
  async lockWithRow<R extends { id: number }>(tx: Tx, m: Omit<MoveInput, 'ref'> & { refPrefix: string }, row: LockedRow): Promise<R | null> {
    if (m.amount <= 0n) throw new Error('lockWithRow: not available for this lock');
    // Known when canLockWithRow was asked; if the memory of ids was emptied since (it is at 100,000 accounts), the
    // account still exists (accounts are never deleted), so this only reads its id.
    const accountId = this.accountIds.get(accountLabel(m.account)) ?? await this.repo.ensureAccount(tx, m.account, this.clock.now());
    const reason = m.detail ? `${m.reason} ${m.detail}` : m.reason;
    const inserted = await lockWithRow<R>(tx, this.postgres, { accountId, asset: m.account.asset, amount: m.amount, refPrefix: m.refPrefix, actor: m.actor, reason, now: this.clock.now() }, row);
    if (inserted !== null) this.touch(tx, { actor: m.actor, reason: m.reason, ref: m.refPrefix, lines: [{ account: m.account, amount: m.amount }] });
    return inserted;
  }

  unlock(tx: Tx, m: MoveInput): Promise<PostResult> {
    return this.post(tx, { actor: m.actor, reason: m.reason, detail: m.detail, ref: m.ref, lines: [
      { account: m.account, amount: -m.amount, bucket: 'locked' },
      { account: m.account, amount: m.amount, bucket: 'available' },
    ] });
  }

  // Reads and audit (ledger.reads.ts): balances, the statement, proof-of-liabilities figures, the journal check.
  balances(ownerId: number, mode: Mode, tx?: Tx): Promise<Balance[]> {
    return this.reads.balances(ownerId, mode, tx);
  }

  balance(key: AccountKey, tx?: Tx): Promise<{ available: bigint; locked: bigint }> {
    return this.reads.balance(key, tx);
  }

  /** An owner's account statement read from the journal, newest first (ledger.reads.ts). */
  statement(filter: StatementFilter, page: { limit: number; offset: number }): Promise<{ total: number; items: StatementLine[] }> {
    return this.reads.statement(filter, page);
  }

  /** Every balance summed per asset, mode and kind, users apart from the platform: the proof-of-liabilities figures. */
  holdings(): Promise<Holding[]> {
    return this.reads.holdings();
  }

  /** Users' real balances of the given kinds per owner and asset at `cutoff`, read from the journal (proof of liabilities). */
  userBalancesAt(kinds: readonly AccountKind[], cutoff: number, tx?: Tx): Promise<{ ownerId: number; asset: string; atoms: bigint }[]> {
    return this.reads.userBalancesAt(kinds, cutoff, tx);
  }

  /** Sum of every line per asset: zero for each asset when the books balance. */
  journalTotals(): Promise<Map<string, bigint>> {
    return this.reads.journalTotals();
  }

  /** Recomputes every balance from the journal and reports where stored balances differ; `apply` repairs them (ledger.audit.ts). */
  rebuild(options: { apply?: boolean } = {}): Promise<BalanceDifference[]> {
    return this.transaction((tx) => rebuildBalances(this.repo, tx, options));
  }
}

export { platformAccount, userAccount } from './ledger.entries.js';
