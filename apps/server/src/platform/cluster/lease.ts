import pg from 'pg';

/** The advisory-lock namespace of market ownership (the first int of the two-int form), apart from any other lock. */
export const LEASE_NAMESPACE = 20_2611;

/** Where leases are held: `tryAcquire` answers the keys it got; every lease ends when the store's session ends. */
export interface LeaseStore {
  tryAcquire(keys: readonly string[]): Promise<string[]>;
  /** Called once when every lease held so far is gone (the session dropped); the store reconnects on the next try. */
  onLost(fn: () => void): void;
  close(): Promise<void>;
}

/**
 * Leases as PostgreSQL session advisory locks on one dedicated connection: `pg_try_advisory_lock(ns, hashtext(key))`.
 * The lock lives exactly as long as the connection: a node killed with -9 closes its socket and the database frees
 * its locks at once, so the next try of another node gets them. No clock, no TTL to tune, no extra table.
 */
export class PgLeaseStore implements LeaseStore {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly lost: (() => void)[] = [];
  private closed = false;

  constructor(private readonly url: string, private readonly name = 'candor-lease') {}

  onLost(fn: () => void): void {
    this.lost.push(fn);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, application_name: this.name, keepAlive: true });
      const drop = () => {
        if (this.client !== client) return;
        this.client = null;
        for (const fn of this.lost) fn();
      };
      client.on('error', drop);
      client.on('end', drop);
      try {
        await client.connect();
      } catch (err) {
        this.connecting = null;
        throw err;
      }
      this.client = client;
      this.connecting = null;
      return client;
    })();
    return this.connecting;
  }

  async tryAcquire(keys: readonly string[]): Promise<string[]> {
    if (this.closed || keys.length === 0) return [];
    const client = await this.connect();
    const r = await client.query<{ key: string; got: boolean }>(
      'select k as key, pg_try_advisory_lock($1::int, hashtext(k)) as got from unnest($2::text[]) as k', [LEASE_NAMESPACE, [...keys]]);
    return r.rows.filter((row) => row.got).map((row) => row.key);
  }

  /** Ends the session: every lease of this node is free for the others at once (an orderly stop). */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => undefined);
  }
}
