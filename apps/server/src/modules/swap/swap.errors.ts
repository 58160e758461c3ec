import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the swap module (64xx); their messages are in swap.messages.json under the same keys. */
export const swapErrors = defineErrors({
  swap_currency_required: { code: 6401, http: 422 },
  swap_currency_unknown: { code: 6402, http: 422 },
  swap_pair_invalid: { code: 6403, http: 422 },
  swap_price_unavailable: { code: 6404, http: 409 },
  swap_amount_required: { code: 6405, http: 422 },
  swap_amount_invalid: { code: 6406, http: 422 },
  swap_amount_too_small: { code: 6407, http: 422 },
  swap_amount_too_large: { code: 6408, http: 422 },
  swap_quote_not_found: { code: 6409, http: 404 },
  swap_quote_expired: { code: 6410, http: 409 },
  swap_quote_used: { code: 6411, http: 409 },
  swap_liquidity_short: { code: 6412, http: 409 },
  fiat_unknown: { code: 6413, http: 422 },
  fiat_disabled: { code: 6414, http: 409 },
  fiat_pair_invalid: { code: 6415, http: 422 },
  fiat_rate_invalid: { code: 6416, http: 422 },
});

type SwapErrors = typeof swapErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends SwapErrors {}
}
