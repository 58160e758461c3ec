import { UPLAN_COIN } from '@candor/shared';
import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { ledgerModule } from '../ledger/index.js';
import { usersModule } from '../users/index.js';
import { registerEarnAdminRoutes } from './earn.admin.routes.js';
import { earnErrors } from './earn.errors.js';
import messages from './earn.messages.json' with { type: 'json' };
import { registerEarnRoutes } from './earn.routes.js';
import { EarnService } from './earn.service.js';
import { earnTables } from './earn.tables.js';
import * as m1 from './migrations/20261126_earn_1.js';

/** Earn: trust (lock-up), U plan, quantify plans and mining rental, every yield from the platform's visible earn account. */
export const earnModule = defineModule({
  name: 'earn',
  needs: { ledger: ledgerModule, users: usersModule, backoffice: backofficeModule },
  tables: earnTables,
  migrations: { '20261126_earn_1': m1 },
  errors: earnErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { earn_products: ['operator'], earn_account: ['finance'], earn_holdings: ['finance', 'support', 'operator'] },
  create: ({ platform, needs }) => {
    const earn = new EarnService(platform.db, platform.clock, needs.ledger, platform.idempotency, needs.backoffice, needs.users);
    // The U plan comes back when a trade needs it: any post short of funding USDT asks it first (ledger.cover.ts).
    needs.ledger.coverFunding({ assets: new Set([UPLAN_COIN]), cover: (tx, s) => earn.uplan.cover(tx, s.userId, s.need, s.actor) });
    return earn;
  },
  routes: (api, { self, needs }) => registerEarnRoutes(api, { earn: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerEarnAdminRoutes(api, { earn: self, admin: needs.backoffice }),
  jobs: ({ self }) => [{ name: 'earn.daily', schedule: { dailyAt: '00:00' }, run: ({ now }) => self.daily(now) }],
  /** A trial install funds the earn account once from outside (labelled trial funding); production funds it through two admins. */
  start: async ({ self, platform }) => {
    if (isTrialInstall(platform.config)) await self.account.fundTrial();
  },
});
