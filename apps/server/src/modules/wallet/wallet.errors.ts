import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the wallet module (61xx); their messages are in wallet.messages.json under the same keys. */
export const walletErrors = defineErrors({
  account_kind_invalid: { code: 6101, http: 422 },
  account_coin_required: { code: 6102, http: 422 },
  transfer_same_account: { code: 6103, http: 422 },
  transfer_amount_required: { code: 6104, http: 422 },
  transfer_amount_invalid: { code: 6105, http: 422 },
  transfer_amount_decimals: { code: 6106, http: 422 },
  transfer_amount_too_large: { code: 6107, http: 422 },
  statement_user_unknown: { code: 6108, http: 404 },
});

type WalletErrors = typeof walletErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends WalletErrors {}
}
