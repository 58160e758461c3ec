import { AdvisoryLease } from '../../platform/db/advisory-lease.js';
import type { Platform } from '../../platform/kit/module.js';
import type { MarketService } from './market.service.js';

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
  const lease = new AdvisoryLease(config.database.url, 'market.feed', {
    acquired: async () => { log.info('this node runs the market feed'); await follow(scope); },
    lost: () => scope.self.stop(),
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
