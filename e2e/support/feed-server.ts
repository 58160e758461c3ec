import { test } from '@playwright/test';
import { startOwnServer, type OwnServer } from './own-server';
import { startTestFeed, type TestFeed } from './test-feed';

/** A spec's own server priced by its own feed; `price` is what the feed trades BTC at, set by the journey. */
export type FedServer = { server: OwnServer; price: string };

/**
 * Starts, for the spec that calls it, a local Binance-format stream and a server following it (MARKET_FEED=binance,
 * no market maker, no simulated participants), stopped after the spec. The feed keeps trading BTC/USDT at `price`
 * as a real stream does: one trade every 300 ms.
 */
export function fedServerPerSpec(price = '96000'): FedServer {
  const fed = { price } as FedServer;
  let feed: TestFeed | undefined;
  let pusher: NodeJS.Timeout | null = null;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    feed = await startTestFeed();
    fed.server = await startOwnServer({ MARKET_FEED: 'binance', MARKET_FEED_URL: feed.url, MARKET_MAKER: '0', SIM_PARTICIPANTS: '0' });
    await feed.connected();
    const running = feed;
    pusher = setInterval(() => running.trade('BTC/USDT', fed.price), 300);
  });
  test.afterAll(async () => {
    if (pusher) clearInterval(pusher);
    await fed.server?.stop();
    await feed?.close();
  });
  return fed;
}
