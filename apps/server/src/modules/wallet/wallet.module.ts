import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { coinsModule } from '../coins/index.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { usersModule } from '../users/index.js';
import * as m0006 from './migrations/0006_transfers.js';
import { registerWalletAdminRoutes } from './wallet.admin.routes.js';
import { walletErrors } from './wallet.errors.js';
import messages from './wallet.messages.json' with { type: 'json' };
import { registerWalletRoutes } from './wallet.routes.js';
import { WalletService } from './wallet.service.js';
import { walletTables } from './wallet.tables.js';

/** The user's accounts, their USDT value, transfers between them, the statement; statements and liabilities for the back office. */
export const walletModule = defineModule({
  name: 'wallet',
  needs: { ledger: ledgerModule, coins: coinsModule, market: marketModule, users: usersModule, backoffice: backofficeModule },
  tables: walletTables,
  migrations: { '0006_transfers': m0006 },
  errors: walletErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { statements: ['finance', 'compliance', 'support'], liabilities: ['finance', 'compliance'] },
  create: ({ platform, needs }) => new WalletService({
    db: platform.db, clock: platform.clock, ledger: needs.ledger, coins: needs.coins, market: needs.market,
    idempotency: platform.idempotency, users: needs.users,
  }),
  routes: (api, { self, needs }) => registerWalletRoutes(api, { wallet: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs, platform }) => registerWalletAdminRoutes(api, { wallet: self, admin: needs.backoffice, trial: isTrialInstall(platform.config) }),
});
