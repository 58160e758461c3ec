import type { Mode } from './ledger.types.js';

/** A user whose balances of one mode changed in a committed transaction. */
export type BalanceChange = { userId: number; mode: Mode };

declare module '../../platform/bus/bus.js' {
  interface Topics {
    /** After every commit that moved users' money: whose balances, in which mode. */
    'ledger.balances': BalanceChange[];
  }
}
