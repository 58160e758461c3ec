import type { MessageKey, MessageParams } from '../i18n/messages.js';
import { walletErrors } from './error-areas/wallet.js';
import { transfersErrors } from './error-areas/transfers.js';
import { depositsErrors } from './error-areas/deposits.js';
import { withdrawalsErrors } from './error-areas/withdrawals.js';
import { swapErrors } from './error-areas/swap.js';

type ErrorSpec = { code: number; http: number };

/**
 * The one catalogue of domain errors: a stable numeric code per key, in ranges per area
 * (1xxx request, 2xxx auth and users, 3xxx ledger, 4xxx market data, 5xxx spot, 60xx wallet and uploads,
 * 61xx transfers, 62xx deposits, 63xx withdrawals and addresses, 64xx swap, 9xxx admin; each wallet area in error-areas/), and the HTTP status it answers with.
 * Messages live in the i18n catalogues under the same key.
 */
export const errorCatalogue = {
  not_logged_in: { code: 999, http: 401 },
  invalid_request: { code: 1000, http: 400 },
  validation_failed: { code: 1001, http: 422 },
  operation_failed: { code: 1002, http: 400 },
  forbidden: { code: 1003, http: 403 },
  not_found: { code: 1004, http: 404 },
  route_not_found: { code: 1005, http: 404 },
  payload_too_large: { code: 1013, http: 413 },
  unsupported_media: { code: 1015, http: 415 },
  rate_limited: { code: 1029, http: 429 },
  timeout: { code: 1030, http: 408 },
  demo_restricted: { code: 1403, http: 403 },
  internal: { code: 1500, http: 500 },

  phone_invalid: { code: 2001, http: 422 },
  email_invalid: { code: 2002, http: 422 },
  username_invalid: { code: 2003, http: 422 },
  account_required: { code: 2004, http: 422 },
  register_mode_invalid: { code: 2005, http: 422 },
  code_required: { code: 2006, http: 422 },
  code_invalid: { code: 2007, http: 422 },
  code_too_frequent: { code: 2008, http: 429 },
  code_purpose_invalid: { code: 2009, http: 422 },
  password_required: { code: 2010, http: 422 },
  password_too_short: { code: 2011, http: 422 },
  password_too_long: { code: 2012, http: 422 },
  passwords_mismatch: { code: 2013, http: 422 },
  confirm_required: { code: 2014, http: 422 },
  invite_code_required: { code: 2015, http: 422 },
  invite_code_invalid: { code: 2016, http: 422 },
  agreement_required: { code: 2017, http: 422 },
  sms_consent_required: { code: 2018, http: 422 },
  account_exists: { code: 2019, http: 409 },
  login_failed: { code: 2020, http: 400 },
  account_frozen: { code: 2021, http: 403 },
  account_not_found: { code: 2022, http: 404 },
  too_many_attempts: { code: 2023, http: 429 },
  old_password_required: { code: 2024, http: 422 },
  old_password_wrong: { code: 2025, http: 422 },
  fund_password_format: { code: 2026, http: 422 },
  fund_passwords_mismatch: { code: 2027, http: 422 },
  fund_password_exists: { code: 2028, http: 409 },
  fund_password_not_set: { code: 2029, http: 409 },
  no_destination: { code: 2030, http: 409 },
  lang_invalid: { code: 2031, http: 422 },
  area_code_invalid: { code: 2032, http: 422 },

  insufficient_balance: { code: 3001, http: 409 },

  market_unknown: { code: 4001, http: 404 },
  interval_invalid: { code: 4002, http: 422 },

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
  ledger_unbalanced: { code: 3002, http: 422 },

  admin_login_failed: { code: 9001, http: 400 },
  admin_forbidden: { code: 9003, http: 403 },
  totp_required: { code: 9004, http: 400 },
  totp_invalid: { code: 9005, http: 400 },
  totp_already_enabled: { code: 9006, http: 409 },
  totp_not_started: { code: 9007, http: 409 },
  totp_setup_required: { code: 9008, http: 403 },
  admin_password_change_required: { code: 9009, http: 403 },
  admin_password_too_short: { code: 9010, http: 422 },
  admin_password_reused: { code: 9011, http: 422 },
  admin_username_invalid: { code: 9012, http: 422 },
  admin_role_invalid: { code: 9013, http: 422 },
  admin_exists: { code: 9014, http: 409 },
  admin_not_found: { code: 9015, http: 404 },
  dev_outbox_disabled: { code: 9404, http: 404 },
  ...walletErrors,
  ...transfersErrors,
  ...depositsErrors,
  ...withdrawalsErrors,
  ...swapErrors,
} satisfies Partial<Record<MessageKey, ErrorSpec>>;

export type ErrorKey = keyof typeof errorCatalogue;

export const isErrorKey = (v: unknown): v is ErrorKey => typeof v === 'string' && Object.hasOwn(errorCatalogue, v);

/** A domain error: services throw it, the error handler turns it into the translated envelope. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly params: MessageParams;

  constructor(key: ErrorKey, params: MessageParams = {}) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.params = params;
  }

  get code(): number {
    return errorCatalogue[this.key].code;
  }

  get http(): number {
    return errorCatalogue[this.key].http;
  }
}

export function fail(key: ErrorKey, params?: MessageParams): never {
  throw new AppError(key, params);
}
