import type { Topic } from './bus.js';

/**
 * The topics that must not be lost between nodes: on NATS they go through a JetStream stream, each node reading them
 * with its own durable consumer and acknowledging after its subscribers settled, so a node that was down or
 * disconnected replays what it missed. These are the events a user's screen or a subscriber's state is built from:
 * their orders and fills, balance changes (the ledger's commits, futures and settlements included), futures
 * positions (open, close, TP/SL, liquidation), support messages, and the edits that make other nodes drop a cache
 * (futures contracts' terms), and the money events the notification centre records (options settled, deposits credited,
 * withdrawals decided; recorded once per source, so a replay is harmless). Prices (`market.ticks`) and depth (`spot.depth`) are
 * plain subjects: the next one replaces a lost one, and whoever needs every tick reads them from the database.
 */
export const DURABLE_TOPICS: readonly Topic[] = [
  'spot.order',
  'spot.trades',
  'ledger.balances',
  'futures.position',
  'futures.contracts',
  'support.message',
  'options.settled',
  'deposits.credited',
  'withdrawals.decided',
];
