import { noMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { spotModule } from '../spot/index.js';
import { usersModule } from '../users/index.js';
import { Hub } from './hub.js';
import { feedHubFromBus } from './realtime.feeds.js';
import { registerRealtime } from './realtime.routes.js';

/** The websocket at /api/ws: public market channels and, after auth, the user's orders and balances, fed from the bus. */
export const realtimeModule = defineModule({
  name: 'realtime',
  needs: { users: usersModule, ledger: ledgerModule, market: marketModule, spot: spotModule },
  tables: [],
  migrations: {},
  errors: {},
  messages: noMessages,
  create: () => new Hub(),
  routes: (api, { self, needs }) => registerRealtime(api, { hub: self, sessions: needs.users.sessions }),
  subscriptions: ({ self, needs, platform }) => feedHubFromBus(platform.bus, self, needs.ledger, platform.log),
  stop: ({ self }) => self.close(),
});
