import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { registerCoinsAdminRoutes } from './coins.admin.routes.js';
import { coinsErrors } from './coins.errors.js';
import messages from './coins.messages.json' with { type: 'json' };
import { CoinsService } from './coins.service.js';
import { coinsTables } from './coins.tables.js';
import * as m0005 from './migrations/0005_wallet.js';
import * as m20261124d1 from './migrations/20261124_d1_coins_deposit_step.js';

/** The wallet coins as rows: deposit and withdrawal switches, minimums, fees, review thresholds, deposit addresses. */
export const coinsModule = defineModule({
  name: 'coins',
  needs: { backoffice: backofficeModule },
  tables: coinsTables,
  migrations: { '0005_wallet': m0005, '20261124_d1_coins_deposit_step': m20261124d1 },
  errors: coinsErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { coins: ['finance', 'operator'] },
  create: ({ platform }) => new CoinsService(platform.db, platform.clock),
  adminRoutes: (api, { self, needs }) => registerCoinsAdminRoutes(api, { coins: self, admin: needs.backoffice }),
});
