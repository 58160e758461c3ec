import type { Bus } from '../../platform/bus/bus.js';
import type { Tx } from '../../platform/db/database.js';
import type { Transactions } from '../../platform/db/transactions.js';

/** A deposit credited to its user's funding account (the final approval), after its commit. */
export type DepositCreditedEvent = { userId: number; depositId: number; asset: string; amount: bigint; time: number };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    'deposits.credited': DepositCreditedEvent;
  }
}

/** Announces a credit once the transaction `tx` commits (never when it rolls back). */
export type DepositsAnnounce = (tx: Tx, e: DepositCreditedEvent) => void;

export const depositsEventsOnBus = (transactions: Pick<Transactions, 'afterCommit'>, bus: Bus): DepositsAnnounce =>
  (tx, e) => transactions.afterCommit(tx, () => bus.publish('deposits.credited', e));

/** No announcements (a service made outside the module). */
export const silentDeposits: DepositsAnnounce = () => undefined;
