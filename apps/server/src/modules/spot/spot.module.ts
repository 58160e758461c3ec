import { marketBySymbol, parseAmount } from '@candor/shared';
import { isTrialInstall } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { singleNode } from '../../platform/cluster/index.js';
import { defineModule } from '../../platform/kit/module.js';
import { backofficeModule } from '../backoffice/index.js';
import { ledgerModule } from '../ledger/index.js';
import { marketModule } from '../market/index.js';
import { usersModule } from '../users/index.js';
import { MarketMaker } from './market-maker.js';
import * as m0004 from './migrations/0004_spot.js';
import * as m20261124_3 from './migrations/20261124_3_spot_trades_simulated.js';
import { spotErrors } from './spot.errors.js';
import { spotKey } from './spot.owner.js';
import { spotEventsOnBus } from './spot.events.js';
import messages from './spot.messages.json' with { type: 'json' };
import { registerSpotAdminRoutes } from './spot.admin.routes.js';
import { registerSpotRoutes } from './spot.routes.js';
import { SpotService } from './spot.service.js';
import { spotTables } from './spot.tables.js';

/** The market maker quoting each app's books, once started. */
const makers = new WeakMap<SpotService, MarketMaker>();

/** Spot trading on the order books, settled through the ledger; the platform's market maker quotes around the feed. */
export const spotModule = defineModule({
  name: 'spot',
  needs: { ledger: ledgerModule, users: usersModule, market: marketModule, backoffice: backofficeModule },
  adminResources: { spot_trades: ['finance', 'compliance', 'operator'] },
  tables: spotTables,
  migrations: { '0004_spot': m0004, '20261124_3_spot_trades_simulated': m20261124_3 },
  errors: spotErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  create: ({ platform, needs }) => new SpotService(platform.db, platform.clock, needs.ledger, platform.log, undefined, spotEventsOnBus(platform.bus), platform.idempotency,
    (symbol) => marketBySymbol(symbol, needs.market.markets), platform.cluster ?? singleNode, (symbol) => needs.market.assertFresh(symbol)),
  routes: (api, { self, needs }) => registerSpotRoutes(api, { spot: self, sessions: needs.users.sessions, market: needs.market }),
  adminRoutes: (api, { self, needs }) => registerSpotAdminRoutes(api, { spot: self, admin: needs.backoffice }),
  subscriptions: ({ self, needs, platform }) => [
    platform.bus.subscribe('market.ticks', ({ ticks }) => {
      const maker = makers.get(self);
      // With several API nodes each market's owner quotes it (platform/cluster); alone, this process owns them all.
      if (maker) for (const t of ticks) if (self.ownsMarket(t.symbol)) maker.onPrice(t.symbol, t.price, t.time);
    }),
    // A listed market has no feed: its real trades are its price (ticks of source 'trade', candles, tickers).
    platform.bus.subscribe('spot.trades', (e) => {
      if (e.mode !== 'real' || !needs.market.isListed(e.symbol)) return;
      void needs.market.recordTrades(e.symbol, e.trades.map((t) => ({ price: parseAmount(t.p), qty: parseAmount(t.q) })))
        .catch((err: unknown) => platform.log.error({ err, symbol: e.symbol }, 'listed market trades not recorded'));
    }),
  ],
  /** Waiting orders go back on their books before the server listens; then the market maker (if on) quotes. */
  start: async ({ self, needs, platform }) => {
    const cluster = platform.cluster ?? singleNode;
    if (cluster.clustered) {
      // Several API nodes: each market's books are restored by the node that takes its lease, when it takes it.
      const symbols = needs.market.markets.filter((m) => m.kind === 'crypto').map((m) => m.symbol);
      cluster.contend(symbols.map(spotKey), { onAcquired: (key) => self.restoreMarket(key.slice('spot:'.length)) });
    } else {
      const restored = await self.restore();
      if (restored > 0) platform.log.info({ restored }, 'resting spot orders restored');
    }
    if (!platform.config.marketMaker || platform.config.marketFeed === 'off') return;
    const maker = new MarketMaker(self, needs.ledger, platform.log);
    // A trial install funds the real books' liquidity from the outside world (trial liquidity); production starts empty
    // and operators fund it from recorded holdings with two admins (the treasury module).
    await maker.fund(isTrialInstall(platform.config) ? ['real', 'demo'] : ['demo']);
    // Alone, the maker withdraws what it left resting; in a cluster each owner's first requote replaces its ladder.
    if (!cluster.clustered) await maker.withdrawAll();
    makers.set(self, maker);
    platform.log.info('market maker quoting');
  },
  stop: ({ self }) => { makers.delete(self); },
});
