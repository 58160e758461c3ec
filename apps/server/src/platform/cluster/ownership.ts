import type { ClusterLog } from './cluster.js';
import type { LeaseStore } from './lease.js';

type Hooks = { onAcquired(key: string): Promise<void>; onLost?(key: string): void };

/**
 * Which keys this node owns. `tick` tries the leases of every key it does not hold (the interval runs it about every
 * second); a key it gets is taken over (its hooks restore the book) before `owns` answers true and the router serves
 * it. When the lease store's session drops, every key is lost at once.
 */
export class Ownership {
  private readonly wanted = new Map<string, Hooks>();
  private readonly held = new Set<string>();
  private readonly serving = new Set<string>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  /** Counts the lease sessions lost: an answer of the store from before a loss grants nothing. */
  private epoch = 0;
  private readonly listeners: { acquired: ((key: string) => void)[]; lost: ((key: string) => void)[] } = { acquired: [], lost: [] };

  constructor(private readonly store: LeaseStore, private readonly log: ClusterLog, private readonly everyMs = 1000) {
    store.onLost(() => this.loseAll());
  }

  owns(key: string): boolean {
    return this.serving.has(key);
  }

  owned(): string[] {
    return [...this.serving];
  }

  /** Router hooks: a key served from now on, a key no longer served. */
  on(event: 'acquired' | 'lost', fn: (key: string) => void): void {
    this.listeners[event].push(fn);
  }

  contend(keys: readonly string[], hooks: Hooks): void {
    for (const key of keys) if (!this.wanted.has(key)) this.wanted.set(key, hooks);
    void this.tick();
  }

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One round: tries the free keys, then takes over those it got (one at a time, in order). */
  tick(): Promise<void> {
    this.running ??= this.round().finally(() => { this.running = null; });
    return this.running;
  }

  private async round(): Promise<void> {
    const free = [...this.wanted.keys()].filter((k) => !this.held.has(k));
    let got: string[] = [];
    const epoch = this.epoch;
    try {
      got = await this.store.tryAcquire(free);
    } catch (err) {
      this.log.warn({ err }, 'cluster: the lease store did not answer');
      return;
    }
    // The session dropped while the answer was on its way: the locks it names are gone with it.
    if (epoch !== this.epoch) return;
    for (const key of got) this.held.add(key);
    for (const key of [...this.held]) if (!this.serving.has(key)) await this.takeOver(key);
  }

  private async takeOver(key: string): Promise<void> {
    const hooks = this.wanted.get(key);
    if (!hooks) return;
    try {
      const started = Date.now();
      await hooks.onAcquired(key);
      if (!this.held.has(key)) return;
      this.serving.add(key);
      for (const fn of this.listeners.acquired) fn(key);
      this.log.info({ key, ms: Date.now() - started }, 'cluster: this node owns the key now');
    } catch (err) {
      // The lease stays held; the take-over is tried again on the next round.
      this.log.error({ err, key }, 'cluster: take-over failed');
    }
  }

  private loseAll(): void {
    this.epoch++;
    const keys = [...this.held];
    this.held.clear();
    for (const key of keys) {
      const was = this.serving.delete(key);
      if (was) for (const fn of this.listeners.lost) fn(key);
      this.wanted.get(key)?.onLost?.(key);
    }
    if (keys.length > 0) this.log.warn({ keys }, 'cluster: the lease session dropped; every key is lost');
  }
}
