import type { Tx } from '../db/database.js';
import type { Transactions } from '../db/transactions.js';
import type { Bus, Topic, Topics } from './bus.js';

/**
 * A module's announcement of what a transaction did: heard on the bus once `tx` commits, never when it rolls back.
 * Services take one (the module wires it to the bus; a service made outside its module, as a bench or a test does,
 * gets `announceNothing`).
 */
export type AfterCommitAnnounce<T> = (tx: Tx, payload: T) => void;

type Committer = Pick<Transactions, 'afterCommit'>;

/** Publishes the payload on `topic` after the commit of the transaction it was announced in. */
export const publishAfterCommit = <K extends Topic>(transactions: Committer, bus: Bus, topic: K): AfterCommitAnnounce<Topics[K]> =>
  (tx, payload) => transactions.afterCommit(tx, () => bus.publish(topic, payload));

/** Publishes each payload of a list on `topic`, in order, after the commit (one hook for the whole list). */
export const publishEachAfterCommit = <K extends Topic>(transactions: Committer, bus: Bus, topic: K): AfterCommitAnnounce<readonly Topics[K][]> =>
  (tx, payloads) => transactions.afterCommit(tx, () => { for (const p of payloads) bus.publish(topic, p); });

/** No announcements. */
export const announceNothing = (): void => undefined;
