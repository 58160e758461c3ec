import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { marketModule } from '../market/index.js';
import { usersModule } from '../users/index.js';
import { alertsErrors } from './alerts.errors.js';
import messages from './alerts.messages.json' with { type: 'json' };
import { registerAlertsRoutes } from './alerts.routes.js';
import { AlertsService } from './alerts.service.js';
import { alertsTables } from './alerts.tables.js';
import * as m1 from './migrations/20261128_alerts_1_price_alerts.js';

/** Price alerts (beyond the seed): fired once from the feed's ticks on the bus; the notification centre tells the user. */
export const alertsModule = defineModule({
  name: 'alerts',
  needs: { market: marketModule, users: usersModule },
  tables: alertsTables,
  migrations: { '20261128_alerts_1_price_alerts': m1 },
  errors: alertsErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  create: ({ platform, needs }) => new AlertsService(platform.db, platform.clock, platform.bus, needs.market),
  routes: (api, { self, needs }) => registerAlertsRoutes(api, { alerts: self, sessions: needs.users.sessions }),
  subscriptions: ({ self, platform }) => [
    platform.bus.subscribe('alerts.changed', (e) => self.onChanged(e)),
    platform.bus.subscribe('market.ticks', async ({ ticks }) => { await self.onTicks(ticks); }),
  ],
  start: async ({ self }) => { await self.restore(); },
});
