import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { kycModule } from '../kyc/index.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { realtimeModule } from '../realtime/index.js';
import { swapModule } from '../swap/index.js';
import { uploadsModule } from '../uploads/index.js';
import { usersModule } from '../users/index.js';
import { registerC2cAdminRoutes } from './c2c.admin.routes.js';
import { C2C_IMAGE } from './c2c.deps.js';
import { c2cErrors } from './c2c.errors.js';
import messages from './c2c.messages.json' with { type: 'json' };
import { C2cPricing } from './c2c.pricing.js';
import { createC2cRepo } from './c2c.repo.js';
import { registerC2cRoutes } from './c2c.routes.js';
import { C2cService } from './c2c.service.js';
import { c2cTables } from './c2c.tables.js';
import { sampleMerchantsWanted } from './c2c.samples.js';
import * as m1 from './migrations/20261125_c2c_1_market.js';

/**
 * C2C with merchants: ads, orders with the seller's coins in escrow through the ledger, the payment deadline enforced
 * by a job, proofs, appeals decided by support (four eyes above an amount) and each order's chat over the websocket.
 */
export const c2cModule = defineModule({
  name: 'c2c',
  needs: {
    ledger: ledgerModule, users: usersModule, backoffice: backofficeModule, kyc: kycModule, uploads: uploadsModule,
    market: marketModule, swap: swapModule, realtime: realtimeModule,
  },
  tables: c2cTables,
  migrations: { '20261125_c2c_1_market': m1 },
  errors: c2cErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: {
    c2c_merchants: ['compliance'], c2c_bonds: ['finance', 'compliance'], c2c_ads: ['operator', 'compliance'],
    c2c_orders: ['support', 'compliance'], c2c_appeals: ['support'], c2c_settings: ['operator'],
  },
  create: ({ platform, needs }) => {
    needs.uploads.definePurpose(C2C_IMAGE, 'c2c_appeals');
    const hub = needs.realtime;
    return new C2cService({
      db: platform.db, repo: createC2cRepo(platform.db), clock: platform.clock, ledger: needs.ledger, transactions: platform.transactions,
      idempotency: platform.idempotency, kyc: needs.kyc, uploads: needs.uploads, users: needs.users, fourEyes: needs.backoffice.fourEyes,
      pricing: new C2cPricing(needs.market, needs.swap),
      notify: { to: (userId, event) => hub.publishToUser(userId, 'c2c', event) },
    });
  },
  routes: (api, { self, needs }) => registerC2cRoutes(api, { c2c: self, uploads: needs.uploads, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerC2cAdminRoutes(api, { desk: self.desk, payKinds: self.payKinds, admin: needs.backoffice }),
  jobs: ({ self }) => [
    // The one C2C job also lets a trial install's sample merchants act (nothing unless they were started).
    { name: 'c2c.deadline', schedule: { every: 10_000 }, run: async ({ now }) => `${await self.expireDue(now)} orders cancelled at their deadline, ${await self.samples.act(now)} moved by sample merchants` },
  ],
  /** Orders whose deadline passed while the server was down are cancelled before it listens. */
  start: async ({ self, platform }) => {
    await self.expireDue();
    if (sampleMerchantsWanted(platform.config)) await self.samples.start();
  },
});
