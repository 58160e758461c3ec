import { defineErrors } from '../../platform/http/errors.js';

/** The error codes of the NFT charity module (66xx); their messages are in nft.messages.json under the same keys. */
export const nftErrors = defineErrors({
  nft_not_found: { code: 6601, http: 404 },
  nft_sold_out: { code: 6602, http: 409 },
  nft_id_required: { code: 6603, http: 422 },
  nft_field_invalid: { code: 6604, http: 422 },
  nft_cause_not_found: { code: 6605, http: 404 },
  nft_payout_above_balance: { code: 6606, http: 409 },
  nft_payout_not_pending: { code: 6607, http: 409 },
  nft_second_admin_required: { code: 6608, http: 409 },
  nft_busy: { code: 6609, http: 409 },
});

type NftErrors = typeof nftErrors;

declare module '../../platform/http/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface ErrorKeys extends NftErrors {}
}
