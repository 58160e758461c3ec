import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { coinsModule } from '../coins/index.js';
import { ledgerModule } from '../ledger/index.js';
import { uploadsModule } from '../uploads/index.js';
import { usersModule } from '../users/index.js';
import { registerDepositAdminRoutes } from './deposits.admin.routes.js';
import { depositsEventsOnBus } from './deposits.events.js';
import { depositsErrors } from './deposits.errors.js';
import { depositsMessages } from './deposits.messages.js';
import { registerDepositUserRoutes } from './deposits.routes.js';
import { DepositsService } from './deposits.service.js';
import { depositsTables } from './deposits.tables.js';
import * as m0007 from './migrations/0007_deposits.js';
import * as m20261124 from './migrations/20261124_2_deposits_four_eyes.js';
import * as m20261124d2 from './migrations/20261124_d2_deposits_hash_unique.js';
import { reconcileSampleAddresses } from './sample-addresses.js';

/** Deposit requests with a proof image, credited only when the back office approves (two admins above the threshold). */
export const depositsModule = defineModule({
  name: 'deposits',
  needs: { ledger: ledgerModule, coins: coinsModule, uploads: uploadsModule, users: usersModule, backoffice: backofficeModule },
  tables: depositsTables,
  migrations: { '0007_deposits': m0007, '20261124_2_deposits_four_eyes': m20261124, '20261124_d2_deposits_hash_unique': m20261124d2 },
  errors: depositsErrors,
  messages: depositsMessages,
  adminResources: { deposits: ['finance'] },
  create: ({ platform, needs }) => {
    needs.uploads.definePurpose('deposit_proof', 'deposits');
    return new DepositsService({
      db: platform.db, clock: platform.clock, coins: needs.coins, uploads: needs.uploads, idempotency: platform.idempotency,
      ledger: needs.ledger, audit: needs.backoffice, fourEyes: needs.backoffice.fourEyes,
      announce: depositsEventsOnBus(platform.transactions, platform.bus),
    });
  },
  routes: (api, { self, needs }) => registerDepositUserRoutes(api, { deposits: self, uploads: needs.uploads, coins: needs.coins, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerDepositAdminRoutes(api, { deposits: self, admin: needs.backoffice }),
  /** A trial install gets sample deposit addresses (marked as such); production never keeps any. */
  start: async ({ needs, platform }) => {
    const samples = await reconcileSampleAddresses(platform.config, needs.coins);
    if (samples.set + samples.cleared > 0) platform.log.info(samples, 'sample deposit addresses reconciled');
  },
});
