import type { ErrorKey } from '../http/errors.js';

/** What an owner answers for another node: the operation's data, or the error it threw, as if local. */
export type Handler = (payload: unknown) => Promise<unknown>;

/** The translated errors a routed call answers when no owner answers (never a 5xx). */
export type RouteErrors = {
  /** Nobody owns the key (a failover under way, longer than the wait): the operation did not run. */
  unavailable: ErrorKey;
  /** The owner got it but did not answer in time: it may have run (a retry with the same idempotency key is safe). */
  timeout: ErrorKey;
};

/**
 * Market ownership across API nodes. Each key (`spot:BTC/USDT`, `futures:engine`) is owned by exactly one node at a
 * time through a lease; an operation on a key reaching another node is sent to the owner and answered there. A
 * single process (SQLite, or no broker configured) owns everything: `owns` is always true and `call` runs locally.
 */
export interface Cluster {
  /** Whether other nodes may exist (a lease store and a broker are configured). */
  readonly clustered: boolean;
  /** This node's name (logs, the owner shown in errors). */
  readonly node: string;
  /** Whether this node owns the key now (and has finished taking it over). */
  owns(key: string): boolean;
  /**
   * Contends for the keys' leases: non-owners retry about every second. `onAcquired` runs (restoring the book from the
   * database) before this node serves the key; `onLost` when the lease is gone (its connection dropped).
   */
  contend(keys: readonly string[], hooks: { onAcquired(key: string): Promise<void>; onLost?(key: string): void }): void;
  /** Registers what this node answers for an operation when it owns the key of a routed call. */
  serve(op: string, handler: Handler): void;
  /** Runs `local` when this node owns `key`, otherwise sends `payload` to the owner's `op` handler and answers its result. */
  call<T>(key: string, op: string, payload: unknown, local: () => Promise<T>, errors: RouteErrors): Promise<T>;
  close(): Promise<void>;
}

/** What the cluster logs with (a Fastify logger fits; the node's logger is handed over once the app is built). */
export type ClusterLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/** A log that forwards to another, set later (the cluster opens before the app and its logger exist). */
export class SwitchLog implements ClusterLog {
  target: ClusterLog | null = null;
  info(obj: object, msg?: string): void { this.target?.info(obj, msg); }
  warn(obj: object, msg?: string): void { this.target?.warn(obj, msg); }
  error(obj: object, msg?: string): void { this.target?.error(obj, msg); }
}

/** One process owns every key: no lease, no broker, nothing on the hot path but a constant. */
export const singleNode: Cluster = {
  clustered: false,
  node: 'single',
  owns: () => true,
  contend: () => undefined,
  serve: () => undefined,
  call: (_key, _op, _payload, local) => local(),
  close: async () => undefined,
};
