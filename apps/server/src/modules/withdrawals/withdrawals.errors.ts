import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the withdrawals module (63xx); their messages are in withdrawals.messages.json under the same keys. */
export const withdrawalsErrors = defineErrors({
  fund_password_wrong: { code: 6301, http: 422 },
  fund_password_locked: { code: 6302, http: 429 },
  withdraw_address_required: { code: 6303, http: 409 },
  withdraw_address_not_found: { code: 6304, http: 404 },
  withdraw_address_exists: { code: 6305, http: 409 },
  withdraw_address_limit: { code: 6306, http: 409 },
  withdraw_address_choose: { code: 6307, http: 422 },
  address_required: { code: 6308, http: 422 },
  withdraw_disabled: { code: 6309, http: 409 },
  withdraw_amount_required: { code: 6310, http: 422 },
  withdraw_amount_invalid: { code: 6311, http: 422 },
  withdraw_amount_below_min: { code: 6312, http: 422 },
  withdraw_daily_limit: { code: 6313, http: 429 },
  withdrawal_not_found: { code: 6314, http: 404 },
  withdrawal_not_processing: { code: 6315, http: 409 },
  withdrawal_second_admin_required: { code: 6316, http: 409 },
  withdrawal_reason_required: { code: 6317, http: 422 },
  withdrawal_tx_hash_invalid: { code: 6318, http: 422 },
  withdrawal_busy: { code: 6319, http: 409 },
});

type WithdrawalsErrors = typeof withdrawalsErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends WithdrawalsErrors {}
}
