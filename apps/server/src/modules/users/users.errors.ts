import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the users module (2xxx (with auth)); their messages are in users.messages.json under the same keys. */
export const usersErrors = defineErrors({
  old_password_wrong: { code: 2025, http: 422 },
  fund_password_exists: { code: 2028, http: 409 },
  fund_password_not_set: { code: 2029, http: 409 },
  no_destination: { code: 2030, http: 409 },
  lang_invalid: { code: 2031, http: 422 },
  login_password_required: { code: 2045, http: 422 },
  login_password_wrong: { code: 2046, http: 422 },
});

type UsersErrors = typeof usersErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends UsersErrors {}
}
