import type { Bus } from '../../platform/bus/bus.js';
import type { EpochReader } from './session-cache.js';
import './users.events.js';

const TOPIC = 'users.session_epoch';

/**
 * The session epoch as this node knows it, pushed over the bus instead of read per request. Every write that moves
 * the epoch (a logout, a password change, any change of a session or a user) publishes, after its commit, an epoch
 * at least as new as its own (`moved`); each node keeps the largest it heard in memory. While the bus links this
 * node to every node on its database (`bus.link(topic)` answers the same number), that value is exact up to the bus's
 * delivery: `current()` answers it without a round trip. A node whose bus is not linked (disconnected, just started,
 * several nodes without a shared bus) reads the database instead, as before; the first read made while linked makes
 * the memory exact again for that link (messages published after the read started are delivered), and is
 * published too, so a change whose message was lost while its node was away is announced again.
 */
export class SessionEpoch {
  private known = -1n;
  /** The link number for which `known` is exact, or null. */
  private synced: number | null = null;

  constructor(private readonly reader: EpochReader, private readonly bus: Bus) {
    bus.subscribe(TOPIC, ({ n }) => { this.heard(n); });
  }

  /**
   * The epoch a cached session must have been read at to be answered: at once from memory while the bus is linked,
   * otherwise by a read that starts after this call (EpochReader.next).
   */
  current(): bigint | Promise<bigint> {
    const link = this.bus.link(TOPIC);
    if (link !== null && link === this.synced) return this.known;
    return this.readFor(link);
  }

  /** An epoch read from the database (with a session): it moves the memory forward, never back. */
  heard(n: bigint): void {
    if (n > this.known) this.known = n;
  }

  /** After the commit of a write that moved the epoch: the new epoch to every node, this one first. */
  async moved(): Promise<void> {
    const n = await this.reader.read();
    this.heard(n);
    this.bus.publish(TOPIC, { n });
  }

  private async readFor(link: number | null): Promise<bigint> {
    const n = await this.reader.next();
    this.heard(n);
    // Linked before the read started and still the same link: nothing committed since the read began can be missed.
    if (link !== null && this.bus.link(TOPIC) === link && this.synced !== link) {
      this.synced = link;
      this.bus.publish(TOPIC, { n: this.known });
    }
    return this.known;
  }
}
