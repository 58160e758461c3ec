import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { usersModule } from '../users/index.js';
import { registerIeoAdminRoutes } from './ieo.admin.routes.js';
import { ieoErrors } from './ieo.errors.js';
import messages from './ieo.messages.json' with { type: 'json' };
import { IeoModuleService } from './ieo.module-service.js';
import { registerIeoRoutes } from './ieo.routes.js';
import { seedSampleProject } from './ieo.sample.js';
import { ieoTables } from './ieo.tables.js';
import * as m1 from './migrations/20261126_ieo_1.js';
import * as m20261125_ieofin_2 from './migrations/20261125_ieofin_2_ieo_sample.js';

/** IEO projects (pro-rata allotment, pay, locked tokens unlocked on schedule) and the currency subscription, as data. */
export const ieoModule = defineModule({
  name: 'ieo',
  needs: { ledger: ledgerModule, users: usersModule, backoffice: backofficeModule, market: marketModule },
  tables: ieoTables,
  migrations: { '20261126_ieo_1': m1, '20261125_ieofin_2_ieo_sample': m20261125_ieofin_2 },
  errors: ieoErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { ieo_projects: ['operator'], publication_products: ['operator', 'compliance'] },
  create: ({ platform, needs }) => new IeoModuleService(platform.db, platform.clock, needs.ledger, platform.idempotency, needs.market),
  routes: (api, { self, needs }) => registerIeoRoutes(api, { ieo: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerIeoAdminRoutes(api, { ieo: self, admin: needs.backoffice }),
  // Every 10 s: allotments, lapses, deliveries and unlocks happen within seconds of their dates (each run is a few indexed reads).
  jobs: ({ self }) => [{ name: 'ieo.settle', schedule: { every: 10_000 }, run: () => self.settlement.run() }],
  /** A trial install gets one sample project, plainly simulated (docs/decisions.md, IEO finish); production starts with none. */
  start: async ({ self, platform }) => {
    if (!isTrialInstall(platform.config)) return;
    // A sample is never worth a failed start: a refusal is logged and the install goes on without it.
    await seedSampleProject(self.admin, platform.clock.now()).catch((err: unknown) => platform.log.warn({ err }, 'ieo sample project not created'));
  },
});
