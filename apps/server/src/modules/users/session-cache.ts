import type { PublicUser } from '@candor/shared';
import { CompiledQuery } from 'kysely';
import type { SessionUser } from '../../platform/auth/guard.js';
import type { Db } from '../../platform/db/database.js';
import { NOT_NOW, directValue } from '../../platform/db/direct-read.js';

/**
 * A live session: its user as the guard sees it and as the user center shows it, read together with the epoch in one
 * statement (so the entry is exactly the state of that epoch), and its token's hash.
 */
export type Entry = { user: SessionUser; profile: PublicUser; expiresAt: number; epoch: bigint; tokenHash: string; sessionId: number };

const EPOCH_SQL = 'select n from session_epoch where id = 1';

/**
 * Reads the session epoch (see migration 20261124_9_session_epoch), one query shared by the requests that wait at the
 * same time: a caller gets the value of a read that started after it called, never an older one, so a revocation
 * committed before a request arrived is always seen by that request, on every node.
 *
 * On SQLite the read is one statement straight from better-sqlite3, but every autocommit read takes and drops WAL
 * read locks (two fcntl calls, the largest cost of an authenticated read after the socket itself). `next()` therefore
 * reads once per turn of the event loop: the callers of a turn (the requests parsed from the network in its I/O
 * phase) wait for one read made in the check phase that follows (setImmediate), after every one of them called.
 */
export class EpochReader {
  private inflight: Promise<bigint> | null = null;
  private queued: Promise<bigint> | null = null;
  private turn: Promise<bigint> | null = null;
  private readonly query: CompiledQuery;
  private readonly direct: (() => unknown) | null;

  constructor(private readonly db: Db) {
    // Built and compiled once: the hot path only runs it.
    this.query = db.selectFrom('session_epoch').select('n').where('id', '=', 1).compile();
    this.direct = directValue(db, EPOCH_SQL);
  }

  /**
   * The epoch read at once, synchronously, on SQLite outside a transaction (better-sqlite3 answers the latest committed
   * state, as a read through Kysely would): null when it cannot (PostgreSQL, a transaction open), then `read()`.
   */
  now(): bigint | null {
    const n = this.direct?.();
    if (n === undefined || n === NOT_NOW) return null;
    return typeof n === 'bigint' ? n : BigInt(n as number | string);
  }

  /**
   * The epoch by a read that starts after this call: on SQLite one direct read per turn of the event loop shared by
   * all its callers (falling back to `read()` inside a transaction), elsewhere `read()` (concurrent callers share a
   * round trip).
   */
  next(): Promise<bigint> {
    if (!this.direct) return this.read();
    return (this.turn ??= new Promise<bigint>((resolve, reject) => {
      setImmediate(() => {
        // Forgotten before the read: a caller from now on gets a read of its own.
        this.turn = null;
        const n = this.now();
        if (n !== null) resolve(n);
        else this.read().then(resolve, reject);
      });
    }));
  }

  read(): Promise<bigint> {
    if (!this.inflight) return this.launch();
    // The read under way may have started before this call: wait for the next one.
    const next = async (): Promise<bigint> => {
      this.queued = null;
      return this.launch();
    };
    return (this.queued ??= this.inflight.then(next, next));
  }

  private launch(): Promise<bigint> {
    const p: Promise<bigint> = this.fetch().finally(() => {
      if (this.inflight === p) this.inflight = null;
    });
    this.inflight = p;
    return p;
  }

  private async fetch(): Promise<bigint> {
    const r = await this.db.executeQuery<{ n: number | bigint | string }>(this.query);
    const n = r.rows[0]?.n;
    return n === undefined ? -1n : BigInt(n);
  }
}

/**
 * The users of live sessions by token, each remembered with the epoch it was read at: an entry answers only
 * while the epoch has not moved since (any logout, password change, freeze or profile change anywhere moves it),
 * and never past its session's expiry. Bounded: past `limit` the oldest entries go first.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limit = 50_000) {}

  get(token: string, epoch: bigint, now: number): Entry | null {
    const e = this.entries.get(token);
    if (!e) return null;
    if (e.epoch !== epoch || e.expiresAt <= now) {
      this.entries.delete(token);
      return null;
    }
    return e;
  }

  set(token: string, entry: Entry): void {
    this.entries.delete(token);
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, entry);
  }

  /**
   * Drops the entry of one session (by its row id) at once, whatever the epoch says: the door for a node told by the
   * bus that a session ended elsewhere. Answers whether an entry was dropped.
   */
  forget(sessionId: number): boolean {
    for (const [token, e] of this.entries) {
      if (e.sessionId !== sessionId) continue;
      this.entries.delete(token);
      return true;
    }
    return false;
  }

  /** Drops every entry (each live session is read again on its next request). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
