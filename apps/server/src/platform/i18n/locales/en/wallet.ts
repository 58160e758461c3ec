/** English messages of the wallet area. */
export const enWallet = {
  idempotency_key_invalid: 'The idempotency key must be 8 to 64 letters, digits or . _ : -',
  idempotency_key_reused: 'This idempotency key was already used for a different request.',
  coin_unknown: 'This coin is not supported.',
  network_unknown: 'This network is not supported for the coin.',
  coin_setting_invalid: 'Please check the coin setting: {field}.',
  address_invalid_for_network: 'This is not a valid {network} address.',
} as const;
