import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { B } from './errors.js';

/** A user data stream: whose orders and balances, in which mode, spot or futures; valid 60 minutes from its last keep-alive. */
export type ListenKey = { keyId: number; userId: number; mode: 'real' | 'demo'; venue: 'spot' | 'futures'; expiresAt: number };

const VALID_MS = 60 * 60_000;

/**
 * Binance's listenKeys, one per API key and venue (asking again answers the same one and extends it), kept in the
 * database (api_listen_keys), so any API node answers a keep-alive and opens the stream of a key another node made.
 */
export class ListenKeys {
  constructor(private readonly db: Db, private readonly clock: Clock) {}

  async open(keyId: number, userId: number, mode: 'real' | 'demo', venue: 'spot' | 'futures' = 'spot'): Promise<string> {
    const now = this.clock.now();
    await this.db.deleteFrom('api_listen_keys').where('key_id', '=', keyId).where('expires_at', '<=', now).execute();
    const live = await this.db.selectFrom('api_listen_keys').select('listen_key')
      .where('key_id', '=', keyId).where('venue', '=', venue).where('expires_at', '>', now).orderBy('expires_at', 'desc').limit(1).executeTakeFirst();
    if (live) {
      await this.db.updateTable('api_listen_keys').set({ expires_at: now + VALID_MS }).where('listen_key', '=', live.listen_key).execute();
      return live.listen_key;
    }
    const listenKey = randomBytes(32).toString('base64url').replace(/[-_]/g, 'x');
    await this.db.insertInto('api_listen_keys').values({ listen_key: listenKey, key_id: keyId, user_id: userId, mode, venue, expires_at: now + VALID_MS }).execute();
    return listenKey;
  }

  /** Extends a listenKey 60 minutes (futures may name none: the key's own). -1125 when unknown or expired. */
  async keepAlive(keyId: number, listenKey: string | undefined, venue: 'spot' | 'futures' = 'spot'): Promise<void> {
    const now = this.clock.now();
    let q = this.db.updateTable('api_listen_keys').set({ expires_at: now + VALID_MS })
      .where('key_id', '=', keyId).where('venue', '=', venue).where('expires_at', '>', now);
    if (listenKey) q = q.where('listen_key', '=', listenKey);
    else if (venue === 'spot') throw B.mandatory('listenKey');
    const done = await q.executeTakeFirst();
    if (done.numUpdatedRows === 0n) throw B.listenKey();
  }

  async close(keyId: number, listenKey: string | undefined, venue: 'spot' | 'futures' = 'spot'): Promise<void> {
    let q = this.db.deleteFrom('api_listen_keys').where('key_id', '=', keyId).where('venue', '=', venue);
    if (listenKey) q = q.where('listen_key', '=', listenKey);
    else if (venue === 'spot') throw B.mandatory('listenKey');
    const done = await q.executeTakeFirst();
    if (done.numDeletedRows === 0n) throw B.listenKey();
  }

  /** The stream of a listenKey, or null when unknown or expired. */
  async get(listenKey: string): Promise<ListenKey | null> {
    if (!/^[A-Za-z0-9]{20,80}$/.test(listenKey)) return null;
    const r = await this.db.selectFrom('api_listen_keys').selectAll().where('listen_key', '=', listenKey).where('expires_at', '>', this.clock.now()).executeTakeFirst();
    return r ? { keyId: Number(r.key_id), userId: Number(r.user_id), mode: r.mode, venue: r.venue, expiresAt: Number(r.expires_at) } : null;
  }
}
