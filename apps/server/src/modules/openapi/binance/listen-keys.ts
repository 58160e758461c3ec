import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../platform/clock.js';
import { B } from './errors.js';

/** A user data stream: whose orders and balances, in which mode; valid 60 minutes from its last keep-alive. */
export type ListenKey = { keyId: number; userId: number; mode: 'real' | 'demo'; expiresAt: number };

const VALID_MS = 60 * 60_000;

/**
 * Binance's listenKeys, one per API key (asking again answers the same one and extends it). They live in the memory
 * of the API node that made them, as the streams they open do.
 */
export class ListenKeys {
  private readonly byKey = new Map<string, ListenKey>();

  constructor(private readonly clock: Clock) {}

  open(keyId: number, userId: number, mode: 'real' | 'demo'): string {
    const now = this.clock.now();
    for (const [k, v] of this.byKey) {
      if (v.expiresAt <= now) this.byKey.delete(k);
      else if (v.keyId === keyId) {
        v.expiresAt = now + VALID_MS;
        return k;
      }
    }
    const listenKey = randomBytes(32).toString('base64url').replace(/[-_]/g, 'x');
    this.byKey.set(listenKey, { keyId, userId, mode, expiresAt: now + VALID_MS });
    return listenKey;
  }

  keepAlive(keyId: number, listenKey: string | undefined): void {
    const v = listenKey ? this.byKey.get(listenKey) : undefined;
    if (!v || v.keyId !== keyId || v.expiresAt <= this.clock.now()) throw B.listenKey();
    v.expiresAt = this.clock.now() + VALID_MS;
  }

  close(keyId: number, listenKey: string | undefined): void {
    const v = listenKey ? this.byKey.get(listenKey) : undefined;
    if (!v || v.keyId !== keyId) throw B.listenKey();
    this.byKey.delete(listenKey ?? '');
  }

  /** The stream of a listenKey, or null when unknown or expired. */
  get(listenKey: string): ListenKey | null {
    const v = this.byKey.get(listenKey);
    return v && v.expiresAt > this.clock.now() ? v : null;
  }
}
