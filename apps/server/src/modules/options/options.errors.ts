import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the options module (773x-774x); their messages are in options.messages.json under the same keys. */
export const optionsErrors = defineErrors({
  option_symbol_unknown: { code: 7730, http: 422 },
  option_symbol_disabled: { code: 7731, http: 409 },
  option_direction_invalid: { code: 7732, http: 422 },
  option_duration_required: { code: 7733, http: 422 },
  option_duration_unavailable: { code: 7734, http: 422 },
  option_amount_required: { code: 7735, http: 422 },
  option_amount_invalid: { code: 7736, http: 422 },
  option_amount_below_min: { code: 7737, http: 422 },
  option_amount_above_max: { code: 7738, http: 422 },
  option_user_cap: { code: 7739, http: 409 },
  option_side_cap: { code: 7740, http: 409 },
  option_platform_cover: { code: 7741, http: 409 },
  option_balance_insufficient: { code: 7742, http: 409 },
  option_coin_unsupported: { code: 7743, http: 422 },
  option_price_unavailable: { code: 7744, http: 409 },
  option_not_found: { code: 7745, http: 404 },
  option_cancel_closed: { code: 7746, http: 409 },
  option_terms_invalid: { code: 7747, http: 422 },
});

type OptionsErrors = typeof optionsErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends OptionsErrors {}
}
