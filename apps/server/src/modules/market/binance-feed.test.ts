import { readFileSync } from 'node:fs';
import { CRYPTO_MARKETS, parseAmount } from '@candor/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { BinanceFeed, binanceStreamUrl, parseBinanceFrame } from './binance-feed.js';
import type { Tick } from './feed.js';

// Frames in the documented Binance combined-stream format, plus the noise a real stream carries
// (a subscription reply, an unknown symbol, a bad number, a broken line).
const frames = readFileSync(new URL('./fixtures/binance-frames.jsonl', import.meta.url), 'utf8').trim().split('\n');

describe('Binance-format feed', () => {
  let server: WebSocketServer | null = null;
  afterEach(() => server?.close());

  it('parses trade and aggTrade frames into ticks and skips everything else', () => {
    const ticks = frames.map((f) => parseBinanceFrame(f, CRYPTO_MARKETS)).filter((t): t is Tick => t !== null);
    expect(ticks).toEqual([
      { symbol: 'BTC/USDT', price: parseAmount('96012.34'), volume: parseAmount('0.015'), time: 1795356000099, source: 'binance' },
      { symbol: 'ETH/USDT', price: parseAmount('3401.27'), volume: parseAmount('0.25'), time: 1795356000149, source: 'binance' },
      { symbol: 'BTC/USDT', price: parseAmount('96013'), volume: parseAmount('0.0021'), time: 1795356000299, source: 'binance' },
      { symbol: 'BTC/USDT', price: parseAmount('96011.99'), volume: parseAmount('0.1'), time: 1795356000399, source: 'binance' },
      { symbol: 'DOGE/USDT', price: parseAmount('0.32111'), volume: parseAmount('1500'), time: 1795356000499, source: 'binance' },
    ]);
  });

  it('builds the combined stream URL of every crypto market', () => {
    const url = binanceStreamUrl('wss://stream.binance.com:9443/', CRYPTO_MARKETS.slice(0, 2));
    expect(url).toBe('wss://stream.binance.com:9443/stream?streams=btcusdt@trade/ethusdt@trade');
  });

  it('follows recorded frames served by a local websocket server, batching them', async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server.on('connection', (ws) => { for (const f of frames) ws.send(f); });
    await new Promise<void>((resolve) => server?.once('listening', () => resolve()));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const feed = new BinanceFeed(`ws://127.0.0.1:${address.port}`, CRYPTO_MARKETS, { batchMs: 20 });
    const got: Tick[] = [];
    await new Promise<void>((resolve) => {
      feed.start((ticks) => {
        got.push(...ticks);
        if (got.length >= 5) resolve();
      });
    });
    feed.stop();
    expect(got.map((t) => t.symbol)).toEqual(['BTC/USDT', 'ETH/USDT', 'BTC/USDT', 'BTC/USDT', 'DOGE/USDT']);
  });
});
