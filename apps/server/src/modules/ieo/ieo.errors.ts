import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the ieo module (83xx); their messages are in ieo.messages.json under the same keys. */
export const ieoErrors = defineErrors({
  ieo_project_not_found: { code: 8301, http: 404 },
  ieo_not_open: { code: 8302, http: 409 },
  ieo_amount_invalid: { code: 8303, http: 422 },
  ieo_amount_below_min: { code: 8304, http: 422 },
  ieo_amount_above_max: { code: 8305, http: 422 },
  ieo_already_applied: { code: 8306, http: 409 },
  ieo_application_not_found: { code: 8307, http: 404 },
  ieo_not_payable: { code: 8308, http: 409 },
  ieo_pay_closed: { code: 8309, http: 409 },
  ieo_project_invalid: { code: 8310, http: 422 },
  ieo_token_taken: { code: 8311, http: 409 },
  ieo_project_locked: { code: 8312, http: 409 },
  publication_not_found: { code: 8313, http: 404 },
  publication_not_subscribing: { code: 8314, http: 409 },
  publication_sold_out: { code: 8315, http: 409 },
  publication_order_not_found: { code: 8316, http: 404 },
  publication_not_launched: { code: 8317, http: 409 },
  publication_already_redeemed: { code: 8318, http: 409 },
  publication_not_under_review: { code: 8319, http: 409 },
  publication_pass_own: { code: 8320, http: 409 },
  ieo_market_not_ready: { code: 8321, http: 409 },
});

type IeoErrors = typeof ieoErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends IeoErrors {}
}
