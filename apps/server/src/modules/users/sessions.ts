import type { PublicUser } from '@candor/shared';
import type { SessionResolver, SessionUser } from '../../platform/auth/guard.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { hashToken, newToken } from '../../platform/security/tokens.js';
import { EpochReader, SessionCache } from './session-cache.js';

export type { SessionUser };

/** A session as its owner's sessions page shows it. */
export type SessionView = { id: number; ip: string; device: string; created_at: number; last_seen_at: number; expires_at: number; current: boolean };

const LAST_SEEN_EVERY_MS = 60_000;

/**
 * User sessions: random tokens stored as hashes, with expiry and revocation. Resolving is served from a cache that the
 * session epoch keeps exact across API nodes (session-cache.ts): a revoked session is refused by every node at once.
 */
export class SessionStore implements SessionResolver {
  private readonly epoch: EpochReader;
  readonly cache = new SessionCache();
  private readonly profiles = new WeakMap<SessionUser, PublicUser>();
  private readonly seen = new Map<string, number>();

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly ttlMs: number) {
    this.epoch = new EpochReader(db);
  }

  async create(userId: number, ip: string, device?: string): Promise<{ token: string; expiresAt: number }> {
    const token = newToken();
    const now = this.clock.now();
    const expiresAt = now + this.ttlMs;
    await this.db.insertInto('sessions')
      .values({
        token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt, revoked_at: null, ip,
        user_agent: device ? device.slice(0, 200) : null, last_seen_at: now,
      })
      .execute();
    return { token, expiresAt };
  }

  async resolve(token: string): Promise<SessionUser | null> {
    // The epoch is read before the session: an entry answers only while the epoch it was read at is still current.
    // One read, started after this call, shared by the requests of the same moment (session-cache.ts).
    const epoch = await this.epoch.next();
    const now = this.clock.now();
    // Keyed by the token itself: a hit needs no hash (the entry keeps it for the last-seen write).
    const cached = this.cache.get(token, epoch, now);
    if (cached) {
      const touched = this.touch(cached.tokenHash, now);
      if (touched) await touched;
      return cached.user;
    }
    const tokenHash = hashToken(token);
    // The session, its user and the epoch in one statement, so the entry is filed under the epoch of exactly the state
    // it was read from (an epoch read before it may be older: the entry then waits for the next one).
    const row = await this.db.selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.kind', 'users.username', 'users.email', 'users.area_code', 'users.phone',
        'users.status', 'users.lang', 'users.invite_code', 'users.fund_password_hash', 'users.created_at', 'sessions.expires_at',
        'sessions.id as session_id'])
      .select((eb) => eb.selectFrom('session_epoch').select('n').where('id', '=', 1).as('epoch'))
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    const user: SessionUser = Object.freeze({
      id: row.id, kind: row.kind, username: row.username, email: row.email, area_code: row.area_code, phone: row.phone,
      status: row.status, lang: row.lang,
    });
    const profile: PublicUser = Object.freeze({
      id: row.id, kind: row.kind, username: row.username, email: row.email, area_code: row.area_code, phone: row.phone,
      invite_code: row.invite_code, lang: row.lang, has_fund_password: row.fund_password_hash !== null, created_at: row.created_at,
    });
    const rowEpoch = row.epoch === null || row.epoch === undefined ? -1n : BigInt(row.epoch);
    this.cache.set(token, { user, profile, expiresAt: row.expires_at, epoch: rowEpoch, tokenHash, sessionId: row.session_id });
    this.profiles.set(user, profile);
    const touched = this.touch(tokenHash, now);
    if (touched) await touched;
    return user;
  }

  /** Forgets one session's cached entry at once (a node told through the bus that it ended elsewhere). */
  forget(sessionId: number): boolean {
    return this.cache.forget(sessionId);
  }

  /**
   * Writes when a session was last seen, at most once a minute per session and node (the epoch does not move for it);
   * undefined when there is nothing to write.
   */
  private touch(tokenHash: string, now: number): Promise<unknown> | undefined {
    const last = this.seen.get(tokenHash);
    if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return undefined;
    if (this.seen.size >= 50_000) this.seen.clear();
    this.seen.set(tokenHash, now);
    return this.db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
  }

  /** The user's live sessions, most recently seen first, the caller's own marked. */
  async listOf(userId: number, currentToken: string): Promise<SessionView[]> {
    const rows = await this.db.selectFrom('sessions').select(['id', 'token_hash', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
      .where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', this.clock.now())
      .orderBy('last_seen_at', 'desc').orderBy('id', 'desc').limit(100).execute();
    const own = hashToken(currentToken);
    return rows.map((r) => ({
      id: r.id, ip: r.ip, device: r.user_agent ?? '', created_at: r.created_at, last_seen_at: r.last_seen_at ?? r.created_at,
      expires_at: r.expires_at, current: r.token_hash === own,
    }));
  }

  async liveCount(userId: number): Promise<number> {
    const r = await this.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', this.clock.now()).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Ends one of the user's sessions by its id: answers whether it did (another user's id ends nothing). */
  async revokeById(userId: number, id: number): Promise<boolean> {
    const r = await this.db.updateTable('sessions').set({ revoked_at: this.clock.now() })
      .where('id', '=', id).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** The user center's view of a session's user, read with the session (null for a user not resolved here). */
  profileOf(user: SessionUser): PublicUser | null {
    return this.profiles.get(user) ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: this.clock.now() })
      .where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();
  }

  /** Ends every session of a user, but the one given (after a password change or reset). */
  async revokeAllOf(userId: number, except?: string): Promise<void> {
    let q = this.db.updateTable('sessions').set({ revoked_at: this.clock.now() })
      .where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (except) q = q.where('token_hash', '!=', hashToken(except));
    await q.execute();
  }
}
