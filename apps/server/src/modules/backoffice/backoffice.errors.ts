import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the backoffice module (9xxx); their messages are in backoffice.messages.json under the same keys. */
export const backofficeErrors = defineErrors({
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
});

type BackofficeErrors = typeof backofficeErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends BackofficeErrors {}
}
