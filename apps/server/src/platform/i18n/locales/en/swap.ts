/** English messages of the swap area. */
export const enSwap = {
  swap_currency_required: 'Please choose the currencies to swap.',
  swap_currency_unknown: 'This currency cannot be swapped.',
  swap_pair_invalid: 'Please choose two different currencies.',
  swap_price_unavailable: 'There is no current price for {asset}. Please try again shortly.',
  swap_amount_required: 'Please enter the amount.',
  swap_amount_invalid: 'Please enter a valid amount with at most {decimals} decimal places.',
  swap_amount_too_small: 'The minimum swap is {min} {asset}.',
  swap_amount_too_large: 'The amount is too large.',
  swap_quote_not_found: 'This quote does not exist. Please refresh the quote.',
  swap_quote_expired: 'The quote has expired, please refresh',
  swap_quote_used: 'This quote has already been used. Please refresh the quote.',
  swap_liquidity_short: 'Not enough {asset} is available for this swap right now. Please try a smaller amount.',
  fiat_unknown: 'This fiat currency is not available.',
  fiat_disabled: 'Swaps with {code} are paused.',
  fiat_pair_invalid: 'A fiat swap is between USDT and a fiat currency.',
  fiat_rate_invalid: 'Please check the fiat rate: {field}.',
} as const;
