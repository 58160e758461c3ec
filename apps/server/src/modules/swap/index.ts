export { swapModule } from './swap.module.js';
export { SwapService, type QuoteInput, type ExchangeInput } from './swap.service.js';
export { SWAP_SPREAD_BPS, QUOTE_TTL_MS, MIN_SWAP_VALUE_ATOMS, MAX_PRICE_AGE_MS, swapAmounts, minAmountOf, rateOf } from './swap.math.js';
export { swapAccount, SWAP_LIQUIDITY_USDT } from './swap.liquidity.js';
