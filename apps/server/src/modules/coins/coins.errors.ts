import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the coins module (60xx); their messages are in coins.messages.json under the same keys. */
export const coinsErrors = defineErrors({
  coin_unknown: { code: 6003, http: 404 },
  network_unknown: { code: 6004, http: 422 },
  coin_setting_invalid: { code: 6005, http: 422 },
  address_invalid_for_network: { code: 6006, http: 422 },
});

type CoinsErrors = typeof coinsErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends CoinsErrors {}
}
