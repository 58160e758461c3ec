/** Error codes of the wallet area (60xx: idempotency, coins, uploads); messages in i18n/locales/{en,zh}/wallet.ts. */
export const walletErrors = {
  idempotency_key_invalid: { code: 6001, http: 422 },
  idempotency_key_reused: { code: 6002, http: 409 },
  coin_unknown: { code: 6003, http: 404 },
  network_unknown: { code: 6004, http: 422 },
  coin_setting_invalid: { code: 6005, http: 422 },
  address_invalid_for_network: { code: 6006, http: 422 },
} as const;
