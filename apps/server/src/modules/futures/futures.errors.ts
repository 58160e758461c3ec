import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the futures module (68xx); their messages are in futures.messages.json under the same keys. */
export const futuresErrors = defineErrors({
  futures_symbol_unknown: { code: 6801, http: 422 },
  futures_contract_disabled: { code: 6802, http: 409 },
  futures_side_invalid: { code: 6803, http: 422 },
  futures_type_invalid: { code: 6804, http: 422 },
  futures_lots_invalid: { code: 6805, http: 422 },
  futures_lots_too_large: { code: 6806, http: 422 },
  futures_leverage_invalid: { code: 6807, http: 422 },
  futures_margin_mode_invalid: { code: 6808, http: 422 },
  futures_price_invalid: { code: 6809, http: 422 },
  futures_price_unavailable: { code: 6810, http: 409 },
  futures_tp_side: { code: 6811, http: 422 },
  futures_sl_side: { code: 6812, http: 422 },
  futures_stops_required: { code: 6813, http: 422 },
  futures_oi_cap: { code: 6814, http: 409 },
  futures_balance_insufficient: { code: 6815, http: 409 },
  futures_not_found: { code: 6816, http: 404 },
  futures_not_open: { code: 6817, http: 409 },
  futures_not_pending: { code: 6818, http: 409 },
  futures_busy: { code: 6819, http: 409 },
  futures_platform_short: { code: 6820, http: 409 },
  futures_contract_invalid: { code: 6821, http: 422 },
  futures_mode_mismatch: { code: 6822, http: 409 },
});

type FuturesErrors = typeof futuresErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends FuturesErrors {}
}
