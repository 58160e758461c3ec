import { MARKETS } from '@candor/shared';
import { assertFeedAllowed } from '../../config.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { defineModule, type Platform } from '../../platform/kit/module.js';
import { followFeedUnderLease, stopFeedLease } from './market.feed-lease.js';
import { usersModule } from '../users/index.js';
import { marketErrors } from './market.errors.js';
import messages from './market.messages.json' with { type: 'json' };
import { registerMarketRoutes } from './market.routes.js';
import { MarketService } from './market.service.js';
import { marketTables } from './market.tables.js';
import * as m0003 from './migrations/0003_market.js';
import * as m20261124 from './migrations/20261124_3_market_candles_15m_4h.js';
import * as m20261125_ieofin_1 from './migrations/20261125_ieofin_1_market_listings.js';
import { BinanceFeed, binanceStreamUrl } from './binance-feed.js';
import { SimulatedFeed } from './sim-feed.js';
import { loadSimSecret, secretDraws } from './sim-seed.js';

/** Each app's timer that reloads the listings. */
const reloads = new WeakMap<MarketService, NodeJS.Timeout>();

/** Market data: the only writer of ticks and candles, from the price feed; quotes, charts and favourites. */
export const marketModule = defineModule({
  name: 'market',
  needs: { users: usersModule },
  tables: marketTables,
  migrations: { '0003_market': m0003, '20261124_3_market_candles_15m_4h': m20261124, '20261125_ieofin_1_market_listings': m20261125_ieofin_1 },
  errors: marketErrors,
  messages: defineMessages<keyof typeof messages.en>(messages),
  create: ({ platform }) => new MarketService(platform.db, platform.clock, platform.log, platform.bus, MARKETS, platform.config.marketStaleMs),
  routes: (api, { self, needs }) => registerMarketRoutes(api, { market: self, sessions: needs.users.sessions }),
  /** The code list's markets are written to market_listings when missing; the listed ones load (before the feeds start). */
  start: async ({ self }) => { await self.loadListings(true); },
  jobs: ({ self }) => [
    { name: 'market.tick-retention', schedule: { every: 3_600_000 }, run: async ({ now }) => `${await self.ageOutTicks(now)} ticks dropped` },
  ],
  /**
   * With MARKET_FEED=sim, once the server listens, the simulation back-fills a fresh install's history and then
   * follows the simulated feed; the API answers meanwhile. With MARKET_FEED=binance it follows a Binance-format
   * public trade stream (no back-fill: history starts with the first trade).
   */
  listening: async (scope) => {
    const { self, platform } = scope;
    // Another server process may list a market: every node reloads the listings (one small read) every 10 s.
    const reload = setInterval(() => void self.loadListings().catch((err: unknown) => platform.log.warn({ err }, 'market listings not reloaded')), 10_000);
    reload.unref();
    reloads.set(self, reload);
    // Several nodes on PostgreSQL: only the holder of the feed lease runs the feed; the others follow its ticks.
    await followFeedUnderLease(scope, followFeed);
  },
  /** Every node's last prices follow the stored ticks the bus announces (its own feed's, or the feed node's). */
  subscriptions: ({ self, platform }) => [platform.bus.subscribe('market.ticks', ({ ticks }) => self.follow(ticks))],
  stop: async ({ self }) => {
    clearInterval(reloads.get(self));
    reloads.delete(self);
    await stopFeedLease(self);
    return self.stop();
  },
});

/** Follows the configured price feed (MARKET_FEED): on one node only when several run (the feed lease). */
async function followFeed({ self, platform }: { self: MarketService; platform: Platform }): Promise<void> {
  const { config, log } = platform;
  if (config.marketFeed === 'binance') {
    const url = binanceStreamUrl(config.marketFeedUrl, self.feedMarkets);
    await self.start(new BinanceFeed(url, self.feedMarkets, {
      silenceMs: config.marketStaleMs,
      onError: (err: unknown) => log.warn({ err }, 'market feed connection failed'),
      onConnection: (e) => (e.state === 'open' ? log.info('market feed connected') : log.warn(e, 'market feed disconnected, reconnecting')),
      // Trades the stream skipped: counted and logged; candles keep only what arrived (docs/decisions.md, feed).
      onGap: (gap) => { self.recordGap(gap); log.warn(gap, 'market feed gap'); },
    }));
    log.info({ url }, 'market feed started');
    return;
  }
  if (config.marketFeed !== 'sim') return;
  assertFeedAllowed(config);
  // Unpredictable unless a development seed is set: the install's secret stream, advanced past every earlier start.
  const draws = config.marketSeed ?? secretDraws(loadSimSecret(config.dataDir));
  const feed = new SimulatedFeed(self.feedMarkets, draws, Date.now(), config.marketTickMs);
  void (async () => {
    const started = Date.now();
    if (await self.backfillIfEmpty(feed)) log.info({ ms: Date.now() - started }, 'market history back-filled');
    await self.start(feed);
    log.info('market feed started');
  })().catch((err: unknown) => log.error({ err }, 'market feed did not start'));
}
