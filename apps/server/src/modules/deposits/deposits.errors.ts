import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the deposits module (621x-623x); their messages are in deposits.messages.json under the same keys. */
export const depositsErrors = defineErrors({
  deposit_closed: { code: 6210, http: 409 },
  deposit_address_missing: { code: 6211, http: 409 },
  deposit_amount_required: { code: 6212, http: 422 },
  deposit_amount_integer: { code: 6213, http: 422 },
  deposit_amount_below_min: { code: 6214, http: 422 },
  deposit_amount_too_large: { code: 6215, http: 422 },
  deposit_proof_required: { code: 6216, http: 422 },
  deposit_proof_invalid: { code: 6217, http: 422 },
  deposit_proof_used: { code: 6218, http: 409 },
  deposit_hash_invalid: { code: 6219, http: 422 },
  deposit_hash_used: { code: 6220, http: 409 },
  deposit_amount_step: { code: 6221, http: 422 },
  deposit_not_found: { code: 6230, http: 404 },
  deposit_not_processing: { code: 6231, http: 409 },
  deposit_same_approver: { code: 6232, http: 409 },
  deposit_reason_required: { code: 6233, http: 422 },
});

type DepositsErrors = typeof depositsErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends DepositsErrors {}
}
