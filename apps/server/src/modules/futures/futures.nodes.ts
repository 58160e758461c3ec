import { randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Cluster } from '../../platform/cluster/index.js';
import type { Db } from '../../platform/db/database.js';
import type { Mode } from '../ledger/index.js';

/** The ownership key of the futures engine (every symbol's trigger books and liquidations, one stored tick cursor). */
export const FUTURES_ENGINE_KEY = 'futures:engine';
/** How long the engine lease lasts without renewal: a holder that died is taken over after this. */
export const LEASE_MS = 15_000;
/** A gap in the change log (a transaction still open when a later id committed) is looked for again this long. */
const GAP_MS = 60_000;
const MAX_GAPS = 1000;
const READ = 5000;

/**
 * One engine holder per install: the process holding the `engine` lease row applies the ticks, fires the triggers and
 * saves the cursor; the others keep their books and marks in step (for what they show) without firing. The holder
 * renews the lease when half of it is gone; when it lapses (the holder died) the next process to try takes it.
 */
export class EngineLease {
  readonly me = randomUUID();
  private until = 0;
  private cluster: Cluster | null = null;

  constructor(private readonly db: Db, private readonly clock: Clock) {}

  /**
   * Several API nodes (platform/cluster): the engine is the `futures:engine` key's, held as long as its owner's lease
   * session lives, so a node killed mid-stream is taken over within seconds rather than after LEASE_MS.
   */
  useCluster(cluster: Cluster): void {
    if (!cluster.clustered) return;
    this.cluster = cluster;
    cluster.contend([FUTURES_ENGINE_KEY], { onAcquired: async () => undefined });
  }

  /** Whether this process holds the lease now (claiming or renewing it when due). */
  async held(): Promise<boolean> {
    if (this.cluster) return this.cluster.owns(FUTURES_ENGINE_KEY);
    const now = this.clock.now();
    if (this.until - now > LEASE_MS / 2) return true;
    const until = now + LEASE_MS;
    await this.db.insertInto('futures_lease').values({ name: 'engine', holder: this.me, until }).onConflict((oc) => oc.column('name').doNothing()).execute();
    const r = await this.db.updateTable('futures_lease').set({ holder: this.me, until }).where('name', '=', 'engine')
      .where((eb) => eb.or([eb('holder', '=', this.me), eb('until', '<', now)])).executeTakeFirst();
    this.until = r.numUpdatedRows > 0n ? until : 0;
    return this.until > 0;
  }

  /** Gives the lease up (an orderly stop), so another process takes over at once. */
  async release(): Promise<void> {
    if (this.cluster) return;
    this.until = 0;
    await this.db.updateTable('futures_lease').set({ until: 0 }).where('name', '=', 'engine').where('holder', '=', this.me).execute();
  }
}

export type Changes = { positions: number[]; users: { userId: number; mode: Mode }[] };

/**
 * The change log (`futures_changes`) read after a cursor: positions any process wrote and cross users whose futures
 * balance moved in any process. Ids are given out before commit, so a later id can commit first: the ids skipped are
 * looked for again for a minute (a rolled-back transaction's id never appears).
 */
export class ChangeFeed {
  private cursor = 0;
  private readonly gaps = new Map<number, number>();

  constructor(private readonly db: Db, private readonly clock: Clock) {}

  /** Starts after every change logged so far (the books are loaded from the store after this). */
  async start(): Promise<void> {
    const r = await this.db.selectFrom('futures_changes').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    this.cursor = Number(r?.id ?? 0);
    this.gaps.clear();
  }

  async read(): Promise<Changes> {
    const now = this.clock.now();
    for (const [id, seen] of this.gaps) if (now - seen > GAP_MS) this.gaps.delete(id);
    const gaps = [...this.gaps.keys()];
    const rows = await this.db.selectFrom('futures_changes').selectAll()
      .where((eb) => (gaps.length > 0 ? eb.or([eb('id', '>', this.cursor), eb('id', 'in', gaps)]) : eb('id', '>', this.cursor)))
      .orderBy('id').limit(READ).execute();
    const positions = new Set<number>();
    const users = new Map<string, { userId: number; mode: Mode }>();
    for (const r of rows) {
      const id = Number(r.id);
      this.gaps.delete(id);
      if (id > this.cursor) {
        for (let k = this.cursor + 1; k < id && this.gaps.size < MAX_GAPS; k++) this.gaps.set(k, now);
        this.cursor = id;
      }
      if (r.position_id !== null) positions.add(Number(r.position_id));
      if (r.user_id !== null && r.mode !== null) users.set(`${r.user_id}/${r.mode}`, { userId: Number(r.user_id), mode: r.mode });
    }
    return { positions: [...positions], users: [...users.values()] };
  }

  /** Logs that a cross user's futures balance moved here, for the engine holder's cross figures. */
  async balanceMoved(userId: number, mode: Mode): Promise<void> {
    await this.db.insertInto('futures_changes').values({ position_id: null, user_id: userId, mode }).execute();
  }

  /** Drops changes every process has long read (the minute job). */
  async prune(keep = 100_000): Promise<void> {
    if (this.cursor > keep) await this.db.deleteFrom('futures_changes').where('id', '<', this.cursor - keep).execute();
  }
}
