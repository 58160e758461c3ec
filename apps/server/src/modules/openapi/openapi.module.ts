import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule } from '../../platform/kit/module.js';
import { accountModule } from '../account/index.js';
import { backofficeModule } from '../backoffice/index.js';
import { futuresModule } from '../futures/index.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { spotModule } from '../spot/index.js';
import { usersModule } from '../users/index.js';
import { withdrawalsModule } from '../withdrawals/index.js';
import { binanceStreamFeeds } from './binance/stream-feeds.js';
import * as m1 from './migrations/20261125_openapi_1_tables.js';
import * as m2 from './migrations/20261128_openapi2_1_client_orders_listen_keys.js';
import { registerOpenapiAdminRoutes } from './openapi.admin.routes.js';
import { openapiErrors } from './openapi.errors.js';
import messages from './openapi.messages.json' with { type: 'json' };
import { registerOpenapiRoutes } from './openapi.routes.js';
import { OpenApiService } from './openapi.service.js';
import { openapiTables } from './openapi.tables.js';

/**
 * The open API: API keys (sealed secrets, permissions, IP allow-list) and the Binance-compatible REST and streams
 * under /binance (mounted by app.ts with `registerBinanceApi`), over the same spot, futures, market and ledger services
 * as the app.
 */
export const openapiModule = defineModule({
  name: 'openapi',
  needs: {
    users: usersModule, ledger: ledgerModule, market: marketModule, spot: spotModule, futures: futuresModule,
    account: accountModule, withdrawals: withdrawalsModule, backoffice: backofficeModule,
  },
  tables: openapiTables,
  migrations: { '20261125_openapi_1_tables': m1, '20261128_openapi2_1_client_orders_listen_keys': m2 },
  errors: openapiErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  adminResources: { api_keys: ['compliance', 'operator'] },
  create: ({ platform, needs }) => new OpenApiService({
    db: platform.db, clock: platform.clock, secrets: platform.secrets, bus: platform.bus, log: platform.log, messages: platform.messages,
    guards: { fundPassword: needs.withdrawals.fundPassword, totp: needs.account.totp },
    spot: needs.spot, futures: needs.futures, market: needs.market, ledger: needs.ledger, limiter: platform.limiter,
  }),
  routes: (api, { self, needs }) => registerOpenapiRoutes(api, { keys: self.keys, sessions: needs.users.sessions }),
  adminRoutes: (api, { self, needs }) => registerOpenapiAdminRoutes(api, { keys: self.keys, admin: needs.backoffice }),
  subscriptions: ({ self, platform }) => [...binanceStreamFeeds(platform.bus, self), ...self.futuresFeed.subscriptions(platform.bus)],
  // After a key rotation (SECRETS_KEY_PREVIOUS set), every API secret is sealed again with the current key.
  start: async ({ self }) => { await self.keys.resealSecrets(); },
});
