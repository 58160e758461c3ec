import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the bank module (74xx); their messages are in bank.messages.json under the same keys. */
export const bankErrors = defineErrors({
  bank_kyc_required: { code: 7401, http: 403 },
  bank_holder_mismatch: { code: 7402, http: 422 },
  bank_field_invalid: { code: 7403, http: 422 },
  bank_iban_invalid: { code: 7404, http: 422 },
  bank_swift_invalid: { code: 7405, http: 422 },
  bank_card_limit: { code: 7406, http: 409 },
  bank_card_exists: { code: 7407, http: 409 },
  bank_card_not_found: { code: 7408, http: 404 },
  bank_card_required: { code: 7409, http: 422 },
  bank_currency_unavailable: { code: 7410, http: 409 },
  bank_amount_below_min: { code: 7411, http: 422 },
  bank_daily_limit: { code: 7412, http: 429 },
  bank_withdrawal_not_found: { code: 7413, http: 404 },
  bank_withdrawal_not_processing: { code: 7414, http: 409 },
  bank_second_admin_required: { code: 7415, http: 409 },
  bank_reason_required: { code: 7416, http: 422 },
  bank_busy: { code: 7417, http: 409 },
  bank_name_required: { code: 7418, http: 422 },
  bank_account_invalid: { code: 7419, http: 422 },
});

type BankErrors = typeof bankErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends BankErrors {}
}
