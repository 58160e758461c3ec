import type { Api } from './platform/http/api.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerDevRoutes } from './modules/dev/dev.routes.js';
import { registerWalletRoutes } from './modules/wallet/index.js';
import { registerMarketRoutes } from './modules/market/index.js';
import { registerSpotRoutes } from './modules/spot/index.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { registerSwapRoutes } from './modules/swap/index.js';
import { registerDepositsRoutes } from './modules/deposits/index.js';
import { registerWithdrawals } from './modules/withdrawals/index.js';
import type { Services } from './services.js';

/** Every API route, mounted under /api. */
export function registerRoutes(api: Api, s: Services): void {
  registerAuthRoutes(api, s);
  registerUsersRoutes(api, s);
  registerWalletRoutes(api, s);
  registerMarketRoutes(api, s);
  registerSpotRoutes(api, s);
  registerSwapRoutes(api, s);
  registerWithdrawals(api, s);
  registerDepositsRoutes(api, s);
  registerAdminRoutes(api, s);
  registerDevRoutes(api, { db: s.db, devOutbox: s.config.devOutbox });
}
