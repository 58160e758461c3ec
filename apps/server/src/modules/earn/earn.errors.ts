import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the earn module (76xx); their messages are in earn.messages.json under the same keys. */
export const earnErrors = defineErrors({
  earn_product_not_found: { code: 7601, http: 404 },
  earn_product_paused: { code: 7602, http: 409 },
  earn_sold_out: { code: 7603, http: 409 },
  earn_uncovered: { code: 7604, http: 409 },
  earn_amount_invalid: { code: 7605, http: 422 },
  earn_amount_below_min: { code: 7606, http: 422 },
  earn_amount_above_max: { code: 7607, http: 422 },
  earn_agreement_required: { code: 7608, http: 422 },
  earn_balance_insufficient: { code: 7609, http: 409 },
  earn_order_not_found: { code: 7610, http: 404 },
  earn_not_cancellable: { code: 7611, http: 409 },
  earn_not_redeemable: { code: 7612, http: 409 },
  earn_busy: { code: 7613, http: 409 },
  earn_quantity_invalid: { code: 7614, http: 422 },
  earn_uplan_short: { code: 7615, http: 409 },
  earn_coin_unknown: { code: 7616, http: 422 },
  earn_product_invalid: { code: 7617, http: 422 },
  earn_same_admin: { code: 7618, http: 403 },
  earn_funding_not_found: { code: 7619, http: 404 },
  earn_funding_not_pending: { code: 7620, http: 409 },
  earn_holdings_short: { code: 7621, http: 409 },
  earn_order_required: { code: 7622, http: 422 },
  earn_not_addable: { code: 7623, http: 409 },
});

type EarnErrors = typeof earnErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends EarnErrors {}
}
