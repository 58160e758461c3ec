/** English messages of the transfers area. */
export const enTransfers = {
  account_kind_invalid: 'Please choose a valid account: funding, options, futures or trust.',
  account_coin_required: 'Please choose a coin.',
  transfer_same_account: 'Please choose two different accounts.',
  transfer_amount_required: 'Please enter the amount.',
  transfer_amount_invalid: 'Please enter an amount greater than 0.',
  transfer_amount_decimals: 'At most {decimals} decimal places are allowed.',
  transfer_amount_too_large: 'The amount is too large.',
  statement_user_unknown: 'No such user.',
} as const;
