import type { ClusterLog } from './cluster.js';
import type { LeaseStore } from './lease.js';
import { NoAnswer, type Messenger } from './messenger.js';

/** Test doubles of the lease store and the broker, shared by the nodes of one test (no database, no broker). */
export const quietLog: ClusterLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Leases as a map key -> session: a session's leases end together when it drops. */
export class MemoryLeases {
  readonly holders = new Map<string, MemoryLeaseStore>();

  session(): MemoryLeaseStore {
    return new MemoryLeaseStore(this);
  }
}

export class MemoryLeaseStore implements LeaseStore {
  private readonly lost: (() => void)[] = [];
  tries = 0;

  constructor(private readonly all: MemoryLeases) {}

  async tryAcquire(keys: readonly string[]): Promise<string[]> {
    this.tries++;
    const got: string[] = [];
    for (const key of keys) {
      const holder = this.all.holders.get(key);
      if (holder === undefined || holder === this) {
        this.all.holders.set(key, this);
        got.push(key);
      }
    }
    return got;
  }

  onLost(fn: () => void): void {
    this.lost.push(fn);
  }

  /** The session drops (a node killed): every lease it held is free, and it hears so. */
  drop(): void {
    for (const [key, holder] of this.all.holders) if (holder === this) this.all.holders.delete(key);
    for (const fn of this.lost) fn();
  }

  async close(): Promise<void> {
    this.drop();
  }
}

type Replier = (data: Uint8Array) => Promise<Uint8Array>;

/** Request/reply in memory: no replier is "no responders"; a replier that never answers is a timeout. */
export class MemoryBroker {
  readonly subjects = new Map<string, Replier>();
  requests = 0;

  messenger(): Messenger {
    return {
      request: async (subject, data) => {
        this.requests++;
        const replier = this.subjects.get(subject);
        if (!replier) throw new NoAnswer('no_responders');
        return replier(data);
      },
      reply: (subject, handler) => {
        this.subjects.set(subject, handler);
        return () => { if (this.subjects.get(subject) === handler) this.subjects.delete(subject); };
      },
      close: async () => undefined,
    };
  }
}
