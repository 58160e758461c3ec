import { marketBySymbol, tryParseAmount, type Market } from '@candor/shared';
import WebSocket from 'ws';
import type { PriceFeed, Tick } from './feed.js';

/**
 * Binance's public market streams (combined-stream frames of `<symbol>@trade` or `<symbol>@aggTrade`), as
 * documented at developers.binance.com: {"stream":"btcusdt@trade","data":{"e":"trade","s":"BTCUSDT","p":"96000.10",
 * "q":"0.015","T":1700000000000,...}}. Each trade becomes a tick at the trade's time and price.
 */
export function parseBinanceFrame(raw: string, markets: readonly Market[]): Tick | null {
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return null;
  }
  const data = (frame && typeof frame === 'object' && 'data' in frame ? (frame as { data: unknown }).data : frame) as Record<string, unknown> | null;
  if (!data || (data['e'] !== 'trade' && data['e'] !== 'aggTrade')) return null;
  const { s, p, q, T } = data;
  if (typeof s !== 'string' || typeof p !== 'string' || typeof q !== 'string' || typeof T !== 'number') return null;
  const market = marketBySymbol(s, markets);
  const price = tryParseAmount(p);
  const volume = tryParseAmount(q);
  if (!market || price === null || volume === null || price <= 0n || volume < 0n) return null;
  const tick = 10n ** BigInt(8 - market.priceDecimals);
  return { symbol: market.symbol, price: (price / tick) * tick, volume, time: T, source: 'binance' };
}

export function binanceStreamUrl(base: string, markets: readonly Market[]): string {
  const streams = markets.filter((m) => m.kind === 'crypto').map((m) => `${m.base}${m.quote}`.toLowerCase() + '@trade');
  return `${base.replace(/\/$/, '')}/stream?streams=${streams.join('/')}`;
}

/** Follows a Binance-format stream, batching ticks per `batchMs` and reconnecting with backoff. */
export class BinanceFeed implements PriceFeed {
  readonly source = 'binance';
  private socket: WebSocket | null = null;
  private buffer: Tick[] = [];
  private flushTimer: NodeJS.Timeout | null = null;
  private retryMs = 1000;
  private stopped = true;

  constructor(private readonly url: string, private readonly markets: readonly Market[], private readonly batchMs = 100,
    private readonly onError: (err: unknown) => void = () => undefined) {}

  start(emit: (ticks: Tick[]) => void): void {
    this.stopped = false;
    this.connect();
    this.flushTimer = setInterval(() => {
      if (this.buffer.length === 0) return;
      const ticks = this.buffer;
      this.buffer = [];
      emit(ticks);
    }, this.batchMs);
    this.flushTimer.unref();
  }

  private connect(): void {
    if (this.stopped) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.on('open', () => { this.retryMs = 1000; });
    socket.on('message', (raw) => {
      const tick = parseBinanceFrame(String(raw), this.markets);
      if (tick) this.buffer.push(tick);
    });
    socket.on('error', (err) => this.onError(err));
    socket.on('close', () => {
      if (this.stopped) return;
      setTimeout(() => this.connect(), this.retryMs).unref();
      this.retryMs = Math.min(this.retryMs * 2, 60_000);
    });
  }

  stop(): void {
    this.stopped = true;
    if (this.flushTimer) clearInterval(this.flushTimer);
    this.socket?.close();
    this.socket = null;
  }
}
