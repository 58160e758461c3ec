import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the referral module (995x; 97xx is proof's); their messages are in referral.messages.json under the same keys. */
export const referralErrors = defineErrors({
  referral_rate_invalid: { code: 9951, http: 422 },
  referral_guest: { code: 9952, http: 403 },
});

type ReferralErrors = typeof referralErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends ReferralErrors {}
}
