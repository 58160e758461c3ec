import type { Api } from '../../platform/http/api.js';
import type { SessionStore } from '../../platform/auth/sessions.js';
import type { AdminService } from '../admin/admin.service.js';
import { registerSwapAdminRoutes } from './swap.admin.routes.js';
import { registerSwapUserRoutes } from './swap.routes.js';
import type { SwapService } from './swap.service.js';

export { SwapService, type QuoteInput, type ExchangeInput } from './swap.service.js';
export { SWAP_SPREAD_BPS, QUOTE_TTL_MS, MIN_SWAP_VALUE_ATOMS, MAX_PRICE_AGE_MS, swapAmounts, minAmountOf, rateOf } from './swap.math.js';
export { swapAccount, SWAP_LIQUIDITY_USDT } from './swap.liquidity.js';
export type { QuoteOut, OrderOut } from './swap.views.js';

/** The swap page's routes and the back office's fiat rates. */
export function registerSwapRoutes(api: Api, s: { swap: SwapService; sessions: SessionStore; admin: AdminService }): void {
  registerSwapUserRoutes(api, s);
  registerSwapAdminRoutes(api, s);
}
