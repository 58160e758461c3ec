import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** What the holder of a lease does when it gets it and when it loses it (or gives it up). */
export type LeaseWork = { acquired(): void | Promise<void>; lost(): void | Promise<void> };

/** The advisory lock key of a lease name: the first 8 bytes of its SHA-256, as a signed 64-bit integer. */
export const leaseKey = (name: string): string => createHash('sha256').update(name).digest().readBigInt64BE(0).toString();

/**
 * A lease held by one process of a cluster at a time: a PostgreSQL session advisory lock on a connection of its own.
 * Every `everyMs` a process that does not hold it tries to take it, and the holder checks its connection: when the
 * holder dies its connection ends and PostgreSQL frees the lock at once, so another process takes over within about
 * `everyMs`; a holder whose connection fails stops its work at once (before anyone else can take the lock). `stop`
 * stops the work first and then frees the lock.
 */
export class AdvisoryLease {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private held = false;
  private stopped = false;

  constructor(private readonly url: string, readonly name: string, private readonly work: LeaseWork,
    private readonly log?: Pick<FastifyBaseLogger, 'info' | 'warn'>, private readonly everyMs = 1000) {}

  get holding(): boolean {
    return this.held;
  }

  start(): void {
    this.stopped = false;
    void this.check();
    this.timer = setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
  }

  /** One round: take the lease when free, or check the held one's connection. Never two rounds at once. */
  check(): Promise<void> {
    this.running ??= this.round().finally(() => { this.running = null; });
    return this.running;
  }

  private async round(): Promise<void> {
    if (this.stopped) return;
    try {
      const client = this.client ?? await this.connect();
      if (this.held) {
        await client.query('select 1');
        return;
      }
      const r = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [leaseKey(this.name)]);
      if (r.rows[0]?.ok !== true || this.stopped) return;
      this.held = true;
      this.log?.info({ lease: this.name }, 'lease taken');
      await this.work.acquired();
    } catch (err) {
      this.log?.warn({ err, lease: this.name }, 'lease connection failed');
      await this.drop();
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 3000, query_timeout: 3000, keepAlive: true, application_name: `lease:${this.name}` });
    client.on('error', () => void this.drop());
    await client.connect();
    this.client = client;
    return client;
  }

  /** The connection is gone or unsure: the work stops first, then the connection ends (which frees the lock). */
  private async drop(): Promise<void> {
    const wasHeld = this.held;
    this.held = false;
    const client = this.client;
    this.client = null;
    if (wasHeld) {
      this.log?.warn({ lease: this.name }, 'lease lost');
      await this.work.lost();
    }
    await client?.end().catch(() => undefined);
  }

  /** Gives the lease up: the work stops, then the lock is freed and the connection closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    const client = this.client;
    this.client = null;
    if (this.held) {
      this.held = false;
      await this.work.lost();
      await client?.query('select pg_advisory_unlock($1::bigint)', [leaseKey(this.name)]).catch(() => undefined);
    }
    await client?.end().catch(() => undefined);
  }
}
