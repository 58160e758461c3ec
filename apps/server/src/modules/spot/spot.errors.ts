import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the spot module (5xxx); their messages are in spot.messages.json under the same keys. */
export const spotErrors = defineErrors({
  spot_side_invalid: { code: 5001, http: 422 },
  spot_type_invalid: { code: 5002, http: 422 },
  spot_amount_required: { code: 5003, http: 422 },
  spot_amount_invalid: { code: 5004, http: 422 },
  spot_price_required: { code: 5005, http: 422 },
  spot_price_invalid: { code: 5006, http: 422 },
  spot_not_tradable: { code: 5007, http: 422 },
  spot_insufficient_sellable: { code: 5008, http: 409 },
  spot_order_not_found: { code: 5009, http: 404 },
  spot_order_not_open: { code: 5010, http: 409 },
  order_failed: { code: 5011, http: 400 },
  spot_market_moving: { code: 5012, http: 409 },
  spot_market_timeout: { code: 5013, http: 409 },
});

type SpotErrors = typeof spotErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends SpotErrors {}
}
