import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { accountModule } from '../account/index.js';
import { codesModule } from '../codes/index.js';
import { demoModule } from '../demo/index.js';
import { ledgerModule } from '../ledger/index.js';
import { usersModule } from '../users/index.js';
import { authErrors } from './auth.errors.js';
import messages from './auth.messages.json' with { type: 'json' };
import { registerAuthRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';

/** Registration, login, logout, password reset, verification codes to send, and the guest demo session. */
export const authModule = defineModule({
  name: 'auth',
  needs: { users: usersModule, codes: codesModule, ledger: ledgerModule, demo: demoModule, account: accountModule },
  tables: [],
  migrations: {},
  errors: authErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  create: ({ platform, needs }) => new AuthService(platform.config, needs.users, needs.codes, needs.users.sessions, platform.limiter, needs.ledger, needs.demo, needs.account.totp),
  routes: (api, { self, needs }) => registerAuthRoutes(api, { auth: self, users: needs.users, codes: needs.codes }),
});
