import { announceNothing, publishAfterCommit, type AfterCommitAnnounce } from '../../platform/bus/after-commit.js';
import type { Bus } from '../../platform/bus/bus.js';
import type { Transactions } from '../../platform/db/transactions.js';

/** A deposit credited to its user's funding account (the final approval), after its commit. */
export type DepositCreditedEvent = { userId: number; depositId: number; asset: string; amount: bigint; time: number };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'deposits.credited': DepositCreditedEvent;
  }
}

/** Announces a credit once the transaction `tx` commits (never when it rolls back). */
export type DepositsAnnounce = AfterCommitAnnounce<DepositCreditedEvent>;

export const depositsEventsOnBus = (transactions: Pick<Transactions, 'afterCommit'>, bus: Bus): DepositsAnnounce =>
  publishAfterCommit(transactions, bus, 'deposits.credited');

/** No announcements (a service made outside the module). */
export const silentDeposits: DepositsAnnounce = announceNothing;
