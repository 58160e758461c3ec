import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Platform } from '../../platform/kit/module.js';
import { followFeedUnderLease, stopFeedLease } from './market.feed-lease.js';
import type { MarketService } from './market.service.js';

const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : undefined;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** How many nodes run the feed at once, and the most ever seen. */
const running = { now: 0, most: 0 };

/** A node as the feed lease sees it: its market service (only `stop` is used) and what it did. */
function node(env: Record<string, string>) {
  const did: string[] = [];
  const self = {
    stop: async () => { if (did.at(-1) === 'feed started') running.now--; did.push('feed stopped'); },
    watchFeed: () => undefined, feedMarkets: [],
  } as unknown as MarketService;
  const platform = { config: loadConfig({ NODE_ENV: 'test', ...env }), log: quiet } as unknown as Platform;
  const follow = async () => { did.push('feed started'); running.most = Math.max(running.most, ++running.now); };
  return { self, did, run: () => followFeedUnderLease({ self, platform }, follow) };
}

describe('the market feed lease', () => {
  it('one process (no BUS_URL, or SQLite) runs the feed itself, as always', async () => {
    const single = node({});
    await single.run();
    expect(single.did).toEqual(['feed started']);
    const sqliteCluster = node({ BUS_URL: 'nats://127.0.0.1:4222' });
    await sqliteCluster.run();
    expect(sqliteCluster.did).toEqual(['feed started']);
  });

  describe.skipIf(!pgUrl)(`several nodes on PostgreSQL${pgUrl ? '' : ' (skipped: DATABASE_URL is not PostgreSQL)'}`, () => {
    const nodes: ReturnType<typeof node>[] = [];
    beforeEach(() => { running.now = 0; running.most = 0; });
    afterEach(async () => { for (const n of nodes.splice(0)) await stopFeedLease(n.self); });

    it('exactly one node runs the feed; when it stops, another starts it within seconds', async () => {
      const env = { DATABASE_URL: pgUrl ?? '', BUS_URL: 'nats://127.0.0.1:4222', MARKET_FEED: 'sim' };
      const a = node(env);
      const b = node(env);
      nodes.push(a, b);
      await a.run();
      await vi.waitFor(() => expect(a.did).toEqual(['feed started']), { timeout: 5000, interval: 20 });
      await b.run();
      const started = Date.now();
      await stopFeedLease(a.self);
      expect(a.did).toEqual(['feed started', 'feed stopped']);
      await vi.waitFor(() => expect(b.did).toEqual(['feed started']), { timeout: 5000, interval: 20 });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(running.most).toBe(1);
    });
  });
});
