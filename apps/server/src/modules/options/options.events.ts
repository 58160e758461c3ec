import { announceNothing, publishEachAfterCommit, type AfterCommitAnnounce } from '../../platform/bus/after-commit.js';
import type { Bus } from '../../platform/bus/bus.js';
import type { Transactions } from '../../platform/db/transactions.js';
import type { Mode } from '../ledger/index.js';
import type { SettledSum } from './options.settle.sql.js';

/**
 * A user's options of one symbol and mode closed by one settlement transaction, summed (never one event per order):
 * how many won, lost or were void, what was staked and what came back (payouts of the won, stakes of the void).
 * `first` is the smallest order id among them, unique to this summary since an order closes once.
 */
export type OptionsSettledEvent = {
  userId: number; mode: Mode; symbol: string; asset: string; first: number; won: number; lost: number; void: number; stake: bigint; paid: bigint; time: number;
};

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'options.settled': OptionsSettledEvent;
  }
}

/** Announces a settlement's summaries once the transaction `tx` commits (never when it rolls back). */
export type OptionsAnnounce = AfterCommitAnnounce<readonly OptionsSettledEvent[]>;

export const optionsEventsOnBus = (transactions: Pick<Transactions, 'afterCommit'>, bus: Bus): OptionsAnnounce =>
  publishEachAfterCommit(transactions, bus, 'options.settled');

/** No announcements (a service made outside the module). */
export const silentOptions: OptionsAnnounce = announceNothing;

/** The run's sums (per user, mode, symbol, direction, result) folded into one summary per user, mode and symbol. */
export function settledSummaries(sums: readonly SettledSum[], asset: string, time: number): OptionsSettledEvent[] {
  const by = new Map<string, OptionsSettledEvent>();
  for (const s of sums) {
    const key = `${s.user_id}|${s.mode}|${s.symbol}`;
    let e = by.get(key);
    if (!e) by.set(key, (e = { userId: s.user_id, mode: s.mode, symbol: s.symbol, asset, first: s.first, won: 0, lost: 0, void: 0, stake: 0n, paid: 0n, time }));
    e.first = Math.min(e.first, s.first);
    e.stake += s.stake;
    if (s.result === 'win') { e.won += s.n; e.paid += s.payout; }
    else if (s.result === 'loss') e.lost += s.n;
    else { e.void += s.n; e.paid += s.stake; }
  }
  return [...by.values()];
}
