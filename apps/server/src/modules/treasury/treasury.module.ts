import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { ledgerModule } from '../ledger/index.js';
import * as m20261124_4 from './migrations/20261124_4_treasury.js';
import { registerTreasuryAdminRoutes } from './treasury.admin.routes.js';
import { treasuryErrors } from './treasury.errors.js';
import messages from './treasury.messages.json' with { type: 'json' };
import { TreasuryService } from './treasury.service.js';
import { treasuryTables } from './treasury.tables.js';

/**
 * The platform's own money: holdings operators record (from the outside world, audited) and the market maker's and
 * swap's real liquidity funded from them by two admins. A trial install's liquidity is funded by the system at start.
 */
export const treasuryModule = defineModule({
  name: 'treasury',
  needs: { ledger: ledgerModule, backoffice: backofficeModule },
  tables: treasuryTables,
  migrations: { '20261124_4_treasury': m20261124_4 },
  errors: treasuryErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { treasury: ['finance'] },
  create: ({ platform, needs }) => new TreasuryService(platform.db, platform.clock, needs.ledger, needs.backoffice, isTrialInstall(platform.config)),
  adminRoutes: (api, { self, needs }) => registerTreasuryAdminRoutes(api, { treasury: self, admin: needs.backoffice }),
});
