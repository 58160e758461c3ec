import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the ledger module (3xxx); their messages are in ledger.messages.json under the same keys. */
export const ledgerErrors = defineErrors({
  insufficient_balance: { code: 3001, http: 409 },
  ledger_unbalanced: { code: 3002, http: 422 },
});

type LedgerErrors = typeof ledgerErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends LedgerErrors {}
}
