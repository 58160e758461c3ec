import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the loans module (81xx); their messages are in loans.messages.json under the same keys. */
export const loansErrors = defineErrors({
  loans_kyc_required: { code: 8101, http: 403 },
  loans_overdue: { code: 8102, http: 409 },
  loans_product_required: { code: 8103, http: 422 },
  loans_product_not_found: { code: 8104, http: 404 },
  loans_amount_required: { code: 8105, http: 422 },
  loans_amount_invalid: { code: 8106, http: 422 },
  loans_amount_below_min: { code: 8107, http: 422 },
  loans_amount_above_max: { code: 8108, http: 422 },
  loans_limit_exceeded: { code: 8109, http: 409 },
  loans_pool_empty: { code: 8110, http: 409 },
  loans_not_found: { code: 8111, http: 404 },
  loans_not_active: { code: 8112, http: 409 },
  loans_repay_above_owed: { code: 8113, http: 422 },
  loans_not_pending: { code: 8114, http: 409 },
  loans_second_admin_required: { code: 8115, http: 409 },
  loans_busy: { code: 8116, http: 409 },
  loans_reason_required: { code: 8117, http: 422 },
  loans_field_invalid: { code: 8118, http: 422 },
  loans_id_required: { code: 8119, http: 422 },
});

type LoansErrors = typeof loansErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends LoansErrors {}
}
