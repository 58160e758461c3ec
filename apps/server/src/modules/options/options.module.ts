import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { kycModule } from '../kyc/index.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { usersModule } from '../users/index.js';
import { registerOptionsAdminRoutes } from './options.admin.routes.js';
import { optionsEventsOnBus } from './options.events.js';
import { optionsErrors } from './options.errors.js';
import messages from './options.messages.json' with { type: 'json' };
import { registerOptionsRoutes } from './options.routes.js';
import { OptionsService } from './options.service.js';
import { optionsTables } from './options.tables.js';
import * as m1 from './migrations/20261126_options_1.js';
import * as m2 from './migrations/20261127_optfin_1_order_indexes.js';

/** Timed options settled from stored ticks by a published rule anyone can recompute; the demo runs the same engine. */
export const optionsModule = defineModule({
  name: 'options',
  needs: { ledger: ledgerModule, market: marketModule, users: usersModule, kyc: kycModule, backoffice: backofficeModule },
  tables: optionsTables,
  migrations: { '20261126_options_1': m1, '20261127_optfin_1_order_indexes': m2 },
  errors: optionsErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { option_products: ['operator'], option_risk: ['finance', 'operator'] },
  create: ({ platform, needs }) => new OptionsService(platform.db, platform.clock, needs.ledger, platform.idempotency, needs.market, needs.kyc,
    optionsEventsOnBus(platform.transactions, platform.bus)),
  routes: (api, { self, needs }) => registerOptionsRoutes(api, { options: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerOptionsAdminRoutes(api, { options: self, admin: needs.backoffice }),
  jobs: ({ self }) => [
    { name: 'options.settle', schedule: { every: 1_000 }, run: async ({ now }) => `${await self.settlement.run(now)} orders settled` },
  ],
  /** Funds the platform's options account (both modes on a trial install, demo only in production). */
  start: ({ self, platform }) => self.money.fundPlatform(isTrialInstall(platform.config) ? ['real', 'demo'] : ['demo']),
});
