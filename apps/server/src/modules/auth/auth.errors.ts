import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the auth module (2xxx (with users)); their messages are in auth.messages.json under the same keys. */
export const authErrors = defineErrors({
  account_required: { code: 2004, http: 422 },
  code_purpose_invalid: { code: 2009, http: 422 },
  invite_code_invalid: { code: 2016, http: 422 },
  account_exists: { code: 2019, http: 409 },
  login_failed: { code: 2020, http: 400 },
  account_not_found: { code: 2022, http: 404 },
});

type AuthErrors = typeof authErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends AuthErrors {}
}
