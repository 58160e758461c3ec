/** A domain error's stable numeric code and the HTTP status it answers with. */
export type ErrorSpec = { code: number; http: number };
export type ErrorSpecs = Readonly<Record<string, ErrorSpec>>;

/** Declares a module's error codes (in its own range), keeping their keys as literal types. */
export function defineErrors<const E extends ErrorSpecs>(errors: E): E {
  return errors;
}

/**
 * The errors of the platform itself: 999 not logged in, 1xxx the request, and the 2xxx keys the shared form rules of
 * @candor/shared answer (several modules check the same rules: users, auth, the back office). Each module declares
 * its own codes in its range in `<name>.errors.ts` (exchange-core style: 2xxx auth and users, 3xxx ledger, 4xxx market
 * data, 5xxx spot, 60xx-64xx the wallet modules, 9xxx the back office).
 */
export const platformErrors = defineErrors({
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
  register_mode_invalid: { code: 2005, http: 422 },
  code_required: { code: 2006, http: 422 },
  code_invalid: { code: 2007, http: 422 },
  password_required: { code: 2010, http: 422 },
  password_too_short: { code: 2011, http: 422 },
  password_too_long: { code: 2012, http: 422 },
  passwords_mismatch: { code: 2013, http: 422 },
  confirm_required: { code: 2014, http: 422 },
  invite_code_required: { code: 2015, http: 422 },
  agreement_required: { code: 2017, http: 422 },
  sms_consent_required: { code: 2018, http: 422 },
  account_frozen: { code: 2021, http: 403 },
  too_many_attempts: { code: 2023, http: 429 },
  old_password_required: { code: 2024, http: 422 },
  fund_password_format: { code: 2026, http: 422 },
  fund_passwords_mismatch: { code: 2027, http: 422 },
  area_code_invalid: { code: 2032, http: 422 },

  idempotency_key_invalid: { code: 6001, http: 422 },
  idempotency_key_reused: { code: 6002, http: 409 },
});

type PlatformErrors = typeof platformErrors;

/**
 * Every error key of the server. Each module adds its own with declaration merging in its `<name>.errors.ts`
 * (`declare module '.../platform/http/errors.js' { interface ErrorKeys extends SpotErrors {} }`), so services throw
 * typed keys while the platform never imports a module. The codes themselves are collected at start from the
 * module list (platform/kit), which refuses a key or a code declared twice.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ErrorKeys extends PlatformErrors {}
export type ErrorKey = keyof ErrorKeys & string;

export type MessageParams = Record<string, string | number>;

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
}

export function fail(key: ErrorKey, params?: MessageParams): never {
  throw new AppError(key, params);
}

/** The code and status of every error key of the running app (the platform's and every module's). */
export class ErrorCatalogue {
  private readonly specs: ReadonlyMap<string, ErrorSpec>;

  constructor(specs: Iterable<[string, ErrorSpec]>) {
    this.specs = new Map(specs);
  }

  has(key: unknown): key is ErrorKey {
    return typeof key === 'string' && this.specs.has(key);
  }

  /** An unknown key (a module not loaded) answers as an internal error rather than crashing the handler. */
  spec(key: string): ErrorSpec {
    return this.specs.get(key) ?? platformErrors.internal;
  }

  entries(): [string, ErrorSpec][] {
    return [...this.specs];
  }
}
