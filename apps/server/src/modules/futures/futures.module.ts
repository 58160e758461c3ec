import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { usersModule } from '../users/index.js';
import { registerFuturesAdminRoutes } from './futures.admin.routes.js';
import { FUNDING_INTERVAL_MS } from './futures.defaults.js';
import { futuresErrors } from './futures.errors.js';
import { futuresEventsOnBus } from './futures.events.js';
import messages from './futures.messages.json' with { type: 'json' };
import { FuturesModuleService } from './futures.module-service.js';
import { registerFuturesRoutes } from './futures.routes.js';
import { futuresTables } from './futures.tables.js';
import * as m1 from './migrations/20261125_futures_1.js';
import * as m2 from './migrations/20261126_futures2_1.js';

/** USDT-margined perpetuals against the platform: contracts as data, the tick-driven engine, funding, exposure. */
export const futuresModule = defineModule({
  name: 'futures',
  needs: { ledger: ledgerModule, market: marketModule, users: usersModule, backoffice: backofficeModule },
  tables: futuresTables,
  migrations: { '20261125_futures_1': m1, '20261126_futures2_1': m2 },
  errors: futuresErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { futures_contracts: ['operator'], futures_risk: ['finance', 'operator'] },
  create: ({ platform, needs }) => new FuturesModuleService(platform.db, platform.clock, needs.ledger, platform.idempotency, needs.market, platform.log,
    futuresEventsOnBus(platform.bus)),
  routes: (api, { self, needs }) => registerFuturesRoutes(api, { futures: self, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs, platform }) => registerFuturesAdminRoutes(api, { futures: self, admin: needs.backoffice, bus: platform.bus }),
  jobs: ({ self }) => [
    { name: 'futures.funding', schedule: { every: FUNDING_INTERVAL_MS }, run: async ({ period, lastDone }) => `${await self.funding.catchUp(lastDone, period.start)} payments` },
    {
      name: 'futures.cross-refresh', schedule: { every: 60_000 },
      run: async () => `${await self.engine.refreshAllCross()} users`,
    },
  ],
  subscriptions: ({ self, platform }) => [
    platform.bus.subscribe('market.ticks', () => { void self.engine.kick().catch((err: unknown) => platform.log.error({ err }, 'futures ticks failed')); }),
    platform.bus.subscribe('ledger.balances', (changes) => { void self.engine.balancesMoved(changes).catch(() => undefined); }),
    platform.bus.subscribe('futures.contracts', () => self.trading.contracts.forget()),
  ],
  /** Funds the platform's futures account and insurance fund (both modes on a trial install, demo in production). */
  start: ({ self, platform }) => {
    if (platform.cluster) self.engine.lease.useCluster(platform.cluster);
    return self.start(isTrialInstall(platform.config) ? ['real', 'demo'] : ['demo']);
  },
  listening: async ({ self, platform }) => { self.follow(platform.log); },
  stop: ({ self }) => self.stop(),
});
