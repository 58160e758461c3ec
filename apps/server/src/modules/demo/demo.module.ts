import { noMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { ledgerModule } from '../ledger/index.js';
import { usersModule } from '../users/index.js';
import { registerDemoRoutes } from './demo.routes.js';
import { DemoService } from './demo.service.js';

/** Demo accounts: virtual USDT from the demo treasury, through the ledger, and their reset. */
export const demoModule = defineModule({
  name: 'demo',
  needs: { ledger: ledgerModule, users: usersModule },
  tables: [],
  migrations: {},
  errors: {},
  messages: noMessages,
  create: ({ platform, needs }) => new DemoService(needs.ledger, platform.config.demoStartUsdt),
  routes: (api, { self, needs }) => registerDemoRoutes(api, { demo: self, sessions: needs.users.sessions }),
});
