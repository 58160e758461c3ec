import { AppError, type MessageParams } from '../http/errors.js';
import type { ClusterLog, Handler, RouteErrors } from './cluster.js';
import { decode, encode } from './codec.js';
import { NoAnswer, type Messenger } from './messenger.js';

/** What an owner answers on the wire. `moved`: it no longer owns the key (the caller asks again). */
type Reply = { ok: true; data: unknown } | { ok: false; key: string; params: MessageParams } | { ok: false; moved: true } | { ok: false; internal: true };
type Request = { op: string; payload: unknown };

export type RouterOptions = {
  /** How long one request waits for the owner's answer. */
  timeoutMs: number;
  /** How long a call waits for an owner to appear (a failover) before answering `unavailable`. */
  waitMs: number;
  /** Pause between two tries while nobody owns the key. */
  retryMs: number;
  /** Waits (injectable: tests do not sleep). */
  sleep(ms: number): Promise<void>;
  now(): number;
};

export const DEFAULT_ROUTER: RouterOptions = {
  timeoutMs: 5000, waitMs: 7000, retryMs: 200,
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)), now: () => Date.now(),
};

/** A key's subject: `candor.owner.<key>` with anything a subject cannot hold replaced (BTC/USDT stays readable). */
export const subjectOf = (key: string): string => `candor.owner.${key.replace(/[^A-Za-z0-9_\-/:]/g, '_').replace(/:/g, '.')}`;

/**
 * Routed calls: an operation on a key this node does not own is sent to the owner (request/reply on the key's
 * subject) and answered there, its errors kept (the same envelope as if local). A request nobody received (no owner
 * yet, or the owner just lost the key) is tried again until `waitMs`; a request the owner received but did not answer
 * in time is never repeated here, so it cannot be placed twice (the client's idempotency key makes its retry safe).
 */
export class Router {
  private readonly handlers = new Map<string, Handler>();
  private readonly subscriptions = new Map<string, () => void>();

  constructor(private readonly messenger: Messenger, private readonly owns: (key: string) => boolean,
    private readonly log: ClusterLog, private readonly o: RouterOptions = DEFAULT_ROUTER) {}

  serve(op: string, handler: Handler): void {
    this.handlers.set(op, handler);
  }

  /** Starts answering a key's requests (this node owns it now). */
  open(key: string): void {
    if (this.subscriptions.has(key)) return;
    this.subscriptions.set(key, this.messenger.reply(subjectOf(key), (data) => this.answer(key, data)));
  }

  /** Stops answering a key's requests (the lease is gone). */
  shut(key: string): void {
    this.subscriptions.get(key)?.();
    this.subscriptions.delete(key);
  }

  private async answer(key: string, data: Uint8Array): Promise<Uint8Array> {
    if (!this.owns(key)) return encode({ ok: false, moved: true } satisfies Reply);
    const { op, payload } = decode(data) as Request;
    const handler = this.handlers.get(op);
    try {
      if (!handler) throw new Error(`no handler for ${op}`);
      return encode({ ok: true, data: await handler(payload) } satisfies Reply);
    } catch (err) {
      if (err instanceof AppError) return encode({ ok: false, key: err.key, params: err.params } satisfies Reply);
      this.log.error({ err, key, op }, 'cluster: a routed operation failed');
      return encode({ ok: false, internal: true } satisfies Reply);
    }
  }

  async call<T>(key: string, op: string, payload: unknown, local: () => Promise<T>, errors: RouteErrors): Promise<T> {
    const until = this.o.now() + this.o.waitMs;
    const data = encode({ op, payload } satisfies Request);
    for (;;) {
      if (this.owns(key)) return local();
      let reply: Reply | null = null;
      try {
        reply = decode(await this.messenger.request(subjectOf(key), data, this.o.timeoutMs)) as Reply;
      } catch (err) {
        if (!(err instanceof NoAnswer)) throw err;
        if (err.reason === 'timeout') throw new AppError(errors.timeout);
      }
      if (reply?.ok) return reply.data as T;
      if (reply && 'key' in reply) throw new AppError(reply.key as AppError['key'], reply.params);
      if (reply && 'internal' in reply) throw new Error(`the owner of ${key} failed on ${op}`);
      if (this.o.now() >= until) throw new AppError(errors.unavailable);
      await this.o.sleep(this.o.retryMs);
    }
  }

  close(): void {
    for (const end of this.subscriptions.values()) end();
    this.subscriptions.clear();
  }
}
