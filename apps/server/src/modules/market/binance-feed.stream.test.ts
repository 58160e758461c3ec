import { readFileSync } from 'node:fs';
import { CRYPTO_MARKETS, parseAmount } from '@candor/shared';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { BinanceFeed, backoffDelay, type ConnectionEvent } from './binance-feed.js';
import type { FeedGap, Tick } from './feed.js';
import { HandTimers, Inbox, startStreamServer, tradeFrame, type StreamServer } from './feed.testkit.js';

const frames = readFileSync(new URL('./fixtures/binance-frames.jsonl', import.meta.url), 'utf8').trim().split('\n');
const SILENCE_MS = 7_777;

/** A feed on hand-fired timers: retries wait 500..1000 ms (base 1 s, jitter fixed at the middle: 750 ms). */
function follow(server: StreamServer) {
  const timers = new HandTimers();
  const ticks = new Inbox<Tick>();
  const gaps: FeedGap[] = [];
  const events = new Inbox<ConnectionEvent>();
  const feed = new BinanceFeed(`${server.url}/stream`, CRYPTO_MARKETS, {
    batchMs: 0, silenceMs: SILENCE_MS, backoff: { baseMs: 1000, maxMs: 60_000 }, random: () => 0.5, timers,
    onGap: (g) => gaps.push(g), onConnection: (e) => events.push(e),
  });
  feed.start((batch) => { for (const t of batch) ticks.push(t); });
  return { feed, timers, ticks, gaps, events };
}

const count = (state: ConnectionEvent['state']) => (items: ConnectionEvent[]) => items.filter((e) => e.state === state).length;

describe('Binance-format feed against a local stream server', () => {
  let server: StreamServer | null = null;
  let stop: (() => void) | null = null;
  afterEach(async () => {
    stop?.();
    await server?.close();
  });

  it('replays recorded frames, is dropped, reconnects after the backoff, reports the gap, drops the repeat, invents no price', async () => {
    server = await startStreamServer();
    const f = follow(server);
    stop = () => f.feed.stop();
    const first = await server.next();
    await f.events.when((e) => count('open')(e) === 1);
    for (const frame of frames) first.send(frame);
    await f.ticks.when((t) => t.length === 5);
    first.terminate();
    await f.events.when((e) => count('closed')(e) === 1);
    expect(f.events.items.at(-1)).toEqual({ state: 'closed', retryInMs: 750, attempt: 1 });
    expect(f.feed.stats.connected).toBe(false);
    // Nothing reconnects until the backoff elapses (the test fires it: no sleeping).
    expect(server.connections).toHaveLength(1);
    expect(f.timers.fire((ms) => ms === 750)).toBe(1);
    const second = await server.next();
    await f.events.when((e) => count('open')(e) === 2);
    second.send(tradeFrame('BTCUSDT', 5123450002, '96500', 1795356010000)); // a repeat of a trade already received
    second.send(tradeFrame('BTCUSDT', 5123450010, '96600.5', 1795356010100)); // 7 trades were lost while cut off
    second.send(tradeFrame('ETHUSDT', 2123450002, '3402', 1795356010200)); // the next ETH trade: no gap
    await f.ticks.when((t) => t.length === 7);
    expect(f.ticks.items.slice(5).map((t) => [t.symbol, t.price, t.time])).toEqual([
      ['BTC/USDT', parseAmount('96600.5'), 1795356010100],
      ['ETH/USDT', parseAmount('3402'), 1795356010200],
    ]);
    expect(f.gaps).toEqual([{ symbol: 'BTC/USDT', stream: 'trade', fromId: 5123450003, toId: 5123450009, missed: 7 }]);
    expect(f.feed.stats).toMatchObject({ connected: true, reconnects: 1, gaps: 1, missedTrades: 7, repeats: 1 });
    // Every tick is a received trade's own price: none made up for the gap or the outage, the repeat not counted twice.
    expect(f.ticks.items.map((t) => t.price)).toEqual(['96012.34', '3401.27', '96013', '96011.99', '0.32111', '96600.5', '3402'].map((v) => parseAmount(v)));
  });

  it('cuts a connection that went silent and opens it again; the attempt count resets once connected', async () => {
    server = await startStreamServer();
    const f = follow(server);
    stop = () => f.feed.stop();
    await server.next();
    await f.events.when((e) => count('open')(e) === 1);
    expect(f.timers.pending()).toContain(SILENCE_MS);
    expect(f.timers.fire((ms) => ms === SILENCE_MS)).toBe(1);
    await f.events.when((e) => count('closed')(e) === 1);
    expect(f.timers.fire((ms) => ms === 750)).toBe(1);
    const again = await server.next();
    await f.events.when((e) => count('open')(e) === 2);
    again.send(tradeFrame('BTCUSDT', 1, '97000', 1795356020000));
    await f.ticks.when((t) => t.length === 1);
    expect(f.ticks.items[0]).toMatchObject({ symbol: 'BTC/USDT', price: parseAmount('97000') });
    // Dropped again right away: the backoff starts over from its first step.
    again.terminate();
    await f.events.when((e) => count('closed')(e) === 2);
    expect(f.events.items.at(-1)).toEqual({ state: 'closed', retryInMs: 750, attempt: 1 });
  });

  it('backs off while the server stays away, doubling up to the cap, and stops retrying once stopped', async () => {
    server = await startStreamServer();
    const url = server.url;
    await server.close();
    server = null;
    const timers = new HandTimers();
    const events = new Inbox<ConnectionEvent>();
    const feed = new BinanceFeed(url, CRYPTO_MARKETS, { batchMs: 0, random: () => 1, timers, backoff: { baseMs: 1000, maxMs: 4000 }, onConnection: (e) => events.push(e) });
    feed.start(() => undefined);
    const delays: number[] = [];
    for (let i = 1; i <= 4; i++) {
      await events.when((e) => e.length === i);
      const last = events.items.at(-1);
      if (last?.state === 'closed') delays.push(last.retryInMs);
      if (i < 4) timers.fire(() => true);
    }
    expect(delays).toEqual([1000, 2000, 4000, 4000]);
    feed.stop();
    expect(timers.pending()).toEqual([]);
  });

  it('backoff with jitter: always between half and all of the capped exponential step', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 600_000 }), fc.double({ min: 0, max: 1, noNaN: true }),
      (attempt, base, max, r) => {
        const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 30));
        const d = backoffDelay(attempt, base, max, () => r);
        return d >= Math.floor(ceiling / 2) && d <= Math.ceil(ceiling);
      }));
  });
});
