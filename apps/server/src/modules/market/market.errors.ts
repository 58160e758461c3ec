import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the market module (4xxx); their messages are in market.messages.json under the same keys. */
export const marketErrors = defineErrors({
  market_unknown: { code: 4001, http: 404 },
  interval_invalid: { code: 4002, http: 422 },
  market_listed_already: { code: 4003, http: 409 },
  market_listing_invalid: { code: 4004, http: 422 },
  market_stale: { code: 4005, http: 409 },
});

type MarketErrors = typeof marketErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends MarketErrors {}
}
