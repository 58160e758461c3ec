import { announceNothing, publishAfterCommit, type AfterCommitAnnounce } from '../../platform/bus/after-commit.js';
import type { Bus } from '../../platform/bus/bus.js';
import type { Transactions } from '../../platform/db/transactions.js';

/** A withdrawal decided by the back office (paid: sent out; rejected: amount and fee released), after its commit. */
export type WithdrawalDecidedEvent = {
  userId: number; withdrawalId: number; status: 'approved' | 'rejected'; asset: string; amount: bigint; fee: bigint; time: number;
};

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'withdrawals.decided': WithdrawalDecidedEvent;
  }
}

/** Announces a decision once the transaction `tx` commits (never when it rolls back). */
export type WithdrawalsAnnounce = AfterCommitAnnounce<WithdrawalDecidedEvent>;

export const withdrawalsEventsOnBus = (transactions: Pick<Transactions, 'afterCommit'>, bus: Bus): WithdrawalsAnnounce =>
  publishAfterCommit(transactions, bus, 'withdrawals.decided');

/** No announcements (a service made outside the module). */
export const silentWithdrawals: WithdrawalsAnnounce = announceNothing;
