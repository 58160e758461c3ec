import type { Market } from '@candor/shared';
import type { Config } from '../../config.js';
import { AdvisoryLease } from '../../platform/db/advisory-lease.js';
import type { Platform } from '../../platform/kit/module.js';
import { BinanceFeed, binanceStreamUrl } from './binance-feed.js';
import type { FeedCoverage } from './feed-health.js';
import type { MarketService } from './market.service.js';
import { SimulatedFeed } from './sim-feed.js';

type Scope = { self: MarketService; platform: Platform };

/** How often a node without the feed tries to take it, and the holder checks its connection. */
export const FEED_LEASE_EVERY_MS = 1000;

const leases = new WeakMap<MarketService, AdvisoryLease>();

/**
 * Runs the price feed on exactly one node of a cluster (BUS_URL on PostgreSQL): the holder of the `market.feed` lease
 * (an advisory lock, platform/db/advisory-lease.ts). When the holder stops or dies another node takes the lease within
 * about a second and starts the feed where the stored prices end; the others follow its ticks through the bus. One
 * process (no BUS_URL, or SQLite) runs the feed itself, as always.
 */
export async function followFeedUnderLease(scope: Scope, follow: (scope: Scope) => Promise<void>): Promise<void> {
  const { config, log } = scope.platform;
  if (!config.cluster || config.database.kind !== 'postgres' || config.marketFeed === 'off') return follow(scope);
  // Until this node holds the lease (and again after losing it), staleness is judged by the ticks the bus brings.
  const coverage = feedCoverage(config, scope.self.feedMarkets);
  scope.self.watchFeed(coverage);
  const lease = new AdvisoryLease(config.database.url, 'market.feed', {
    acquired: async () => { log.info('this node runs the market feed'); await follow(scope); },
    lost: async () => { await scope.self.stop(); scope.self.watchFeed(coverage); },
  }, log, FEED_LEASE_EVERY_MS);
  leases.set(scope.self, lease);
  lease.start();
}

/** Gives the feed lease up (the feed stops first): on close. */
export async function stopFeedLease(self: MarketService): Promise<void> {
  const lease = leases.get(self);
  leases.delete(self);
  await lease?.stop();
}

/** Which markets the configured feed quotes, when (a feed of the configured kind, never started: another node runs it). */
export function feedCoverage(config: Pick<Config, 'marketFeed' | 'marketFeedUrl'>, markets: readonly Market[]): FeedCoverage {
  if (config.marketFeed === 'binance') return new BinanceFeed(binanceStreamUrl(config.marketFeedUrl, markets), markets);
  return new SimulatedFeed(markets, 0, 0);
}
