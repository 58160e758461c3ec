import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the C2C module (87xx); their messages are in c2c.messages.json under the same keys. */
export const c2cErrors = defineErrors({
  c2c_order_not_found: { code: 8701, http: 404 },
  c2c_ad_not_found: { code: 8702, http: 404 },
  c2c_ad_offline: { code: 8703, http: 409 },
  c2c_own_ad: { code: 8704, http: 409 },
  c2c_kyc_required: { code: 8705, http: 403 },
  c2c_kyc_advanced_required: { code: 8706, http: 403 },
  c2c_paused: { code: 8707, http: 409 },
  c2c_amount_required: { code: 8708, http: 422 },
  c2c_amount_invalid: { code: 8709, http: 422 },
  c2c_amount_below_min: { code: 8710, http: 422 },
  c2c_amount_above_max: { code: 8711, http: 422 },
  c2c_amount_above_available: { code: 8712, http: 409 },
  c2c_price_unavailable: { code: 8713, http: 409 },
  c2c_payment_method_required: { code: 8714, http: 422 },
  c2c_payment_details_required: { code: 8715, http: 422 },
  c2c_not_your_turn: { code: 8716, http: 403 },
  c2c_wrong_status: { code: 8717, http: 409 },
  c2c_merchant_not_found: { code: 8718, http: 404 },
  c2c_merchant_exists: { code: 8719, http: 409 },
  c2c_nickname_taken: { code: 8720, http: 409 },
  c2c_nickname_invalid: { code: 8721, http: 422 },
  c2c_merchant_not_active: { code: 8722, http: 409 },
  c2c_merchant_not_approved: { code: 8723, http: 409 },
  c2c_merchant_not_pending: { code: 8724, http: 409 },
  c2c_open_orders: { code: 8725, http: 409 },
  c2c_merchant_balance: { code: 8726, http: 409 },
  c2c_field_invalid: { code: 8727, http: 422 },
  c2c_reason_required: { code: 8728, http: 422 },
  c2c_message_empty: { code: 8729, http: 422 },
  c2c_second_admin_required: { code: 8730, http: 409 },
  c2c_busy: { code: 8731, http: 409 },
  c2c_not_appealed: { code: 8732, http: 409 },
  c2c_image_not_found: { code: 8733, http: 404 },
  c2c_pay_kind_exists: { code: 8734, http: 409 },
  c2c_pay_kind_not_found: { code: 8735, http: 404 },
});

type C2cErrors = typeof c2cErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends C2cErrors {}
}
