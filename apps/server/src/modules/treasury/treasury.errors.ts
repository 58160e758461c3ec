import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the treasury module (67xx); their messages are in treasury.messages.json. */
export const treasuryErrors = defineErrors({
  treasury_asset_unknown: { code: 6701, http: 422 },
  treasury_amount_invalid: { code: 6702, http: 422 },
  treasury_reference_required: { code: 6703, http: 422 },
  treasury_target_invalid: { code: 6704, http: 422 },
  treasury_holdings_short: { code: 6705, http: 409 },
  treasury_funding_not_found: { code: 6706, http: 404 },
  treasury_funding_not_pending: { code: 6707, http: 409 },
  treasury_same_admin: { code: 6708, http: 403 },
});

type TreasuryErrors = typeof treasuryErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends TreasuryErrors {}
}
