import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { coinsModule } from '../coins/index.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { usersModule } from '../users/index.js';
import * as m0009 from './migrations/0009_swap.js';
import { registerSwapAdminRoutes } from './swap.admin.routes.js';
import { swapErrors } from './swap.errors.js';
import messages from './swap.messages.json' with { type: 'json' };
import { registerSwapUserRoutes } from './swap.routes.js';
import { SwapService } from './swap.service.js';
import { swapTables } from './swap.tables.js';

/** Swaps at a stored quote (coins at the feed price, fiat at operator rates) against the platform's swap account. */
export const swapModule = defineModule({
  name: 'swap',
  needs: { ledger: ledgerModule, coins: coinsModule, market: marketModule, users: usersModule, backoffice: backofficeModule },
  tables: swapTables,
  migrations: { '0009_swap': m0009 },
  errors: swapErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { fiat_rates: ['finance', 'operator'] },
  create: ({ platform, needs }) => new SwapService(platform.db, platform.clock, needs.ledger, platform.idempotency, needs.market, needs.coins),
  routes: (api, { self, needs }) => registerSwapUserRoutes(api, { swap: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerSwapAdminRoutes(api, { swap: self, admin: needs.backoffice }),
  jobs: ({ self }) => [{ name: 'swap.quote-prune', schedule: { every: 3_600_000 }, run: async ({ now }) => `${await self.pruneQuotes(now)} quotes dropped` }],
  /** The swap account is the counterparty of every swap; funded through the ledger once (idempotent). */
  start: ({ self, platform }) => self.fundLiquidity(isTrialInstall(platform.config)),
});
