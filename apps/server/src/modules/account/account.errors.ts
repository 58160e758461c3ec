import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the account module (215x): second factor, sessions and wallet login. */
export const accountErrors = defineErrors({
  totp_not_enabled: { code: 2151, http: 409 },
  wallet_connect_failed: { code: 2152, http: 400 },
  wallet_switch_erc: { code: 2153, http: 422 },
  wallet_switch_trc: { code: 2154, http: 422 },
  wallet_chain_invalid: { code: 2155, http: 422 },
  wallet_bound: { code: 2156, http: 409 },
  wallet_limit: { code: 2157, http: 409 },
  wallet_not_found: { code: 2158, http: 404 },
  session_not_found: { code: 2159, http: 404 },
});

type AccountErrors = typeof accountErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends AccountErrors {}
}
