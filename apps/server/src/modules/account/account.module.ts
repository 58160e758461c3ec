import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { demoModule } from '../demo/index.js';
import { ledgerModule } from '../ledger/index.js';
import { usersModule } from '../users/index.js';
import { registerAccountAdminRoutes } from './account.admin.routes.js';
import { accountErrors } from './account.errors.js';
import messages from './account.messages.json' with { type: 'json' };
import { registerAccountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';
import { accountTables } from './account.tables.js';
import * as m1 from './migrations/20261125_account_1_tables.js';
import { UserTotp } from './totp.service.js';
import { WalletLogin } from './wallets.service.js';

/** The user's account security: two-factor (TOTP, sealed at rest), the sessions page, wallet login and bound wallets. */
export const accountModule = defineModule({
  name: 'account',
  needs: { users: usersModule, ledger: ledgerModule, demo: demoModule, backoffice: backofficeModule },
  tables: accountTables,
  migrations: { '20261125_account_1_tables': m1 },
  errors: accountErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  create: ({ platform, needs }) => {
    const totp = new UserTotp(platform.db, platform.clock, platform.secrets, platform.limiter);
    const { chainId, domain } = platform.config.walletLogin;
    const wallets = new WalletLogin(platform.db, platform.clock, chainId, domain, needs.users, needs.ledger, needs.demo, totp);
    return new AccountService(totp, wallets, needs.users.sessions);
  },
  routes: (api, { self, needs }) => registerAccountRoutes(api, { account: self, users: needs.users }),
  adminRoutes: (api, { self, needs }) => registerAccountAdminRoutes(api, { account: self, admin: needs.backoffice }),
  jobs: ({ self, platform }) => [{
    name: 'account.wallet-nonce-prune', schedule: { every: 3_600_000 },
    run: async () => `${await self.wallets.pruneNonces(platform.clock.now())} nonces dropped`,
  }],
  // After a key rotation (SECRETS_KEY_PREVIOUS set), every user secret is sealed again with the current key.
  start: async ({ self }) => { await self.totp.resealSecrets(); },
});
