import { marketBySymbol, tryParseAmount, type Market } from '@candor/shared';
import WebSocket from 'ws';
import { realTimers, type FeedGap, type FeedTimers, type PriceFeed, type Tick } from './feed.js';

/** One trade of a Binance stream: its tick, which stream it came from and the exchange's id (trade id or aggregate id). */
export type BinanceTrade = { tick: Tick; stream: 'trade' | 'aggTrade'; id: number | null };

/**
 * Binance's public market streams (combined-stream frames of `<symbol>@trade` or `<symbol>@aggTrade`), as
 * documented at developers.binance.com: {"stream":"btcusdt@trade","data":{"e":"trade","s":"BTCUSDT","t":12345,
 * "p":"96000.10","q":"0.015","T":1700000000000,...}}. Each trade becomes a tick at the trade's time and price.
 */
export function parseBinanceTrade(raw: string, markets: readonly Market[]): BinanceTrade | null {
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
  const stream = data['e'];
  const rawId = stream === 'trade' ? data['t'] : data['a'];
  const id = typeof rawId === 'number' && Number.isSafeInteger(rawId) ? rawId : null;
  return { tick: { symbol: market.symbol, price: (price / tick) * tick, volume, time: T, source: 'binance' }, stream, id };
}

export function parseBinanceFrame(raw: string, markets: readonly Market[]): Tick | null {
  return parseBinanceTrade(raw, markets)?.tick ?? null;
}

export function binanceStreamUrl(base: string, markets: readonly Market[]): string {
  const streams = markets.filter((m) => m.kind === 'crypto').map((m) => `${m.base}${m.quote}`.toLowerCase() + '@trade');
  return `${base.replace(/\/$/, '')}/stream?streams=${streams.join('/')}`;
}

/**
 * Exponential backoff with jitter: the n-th retry (0-based) waits a random time between half and all of
 * min(maxMs, baseMs * 2^n), so many nodes cut off at once do not all knock again at the same instant.
 */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Trade ids per stream and symbol: a jump is a gap (trades the stream did not deliver: reported, never filled in),
 * an id at or below the last one a repeat (dropped, so a trade is never counted twice).
 */
export class TradeSequence {
  private readonly last = new Map<string, number>();

  /** Answers whether the trade is new, and the gap before it when there is one. */
  accept(t: BinanceTrade): { fresh: boolean; gap: FeedGap | null } {
    if (t.id === null) return { fresh: true, gap: null };
    const key = `${t.stream}:${t.tick.symbol}`;
    const last = this.last.get(key);
    if (last !== undefined && t.id <= last) return { fresh: false, gap: null };
    this.last.set(key, t.id);
    if (last === undefined || t.id === last + 1) return { fresh: true, gap: null };
    return { fresh: true, gap: { symbol: t.tick.symbol, stream: t.stream, fromId: last + 1, toId: t.id - 1, missed: t.id - last - 1 } };
  }
}

export type ConnectionEvent = { state: 'open' } | { state: 'closed'; retryInMs: number; attempt: number };

export type BinanceFeedOptions = {
  /** Ticks are handed over in batches this often (0: each at once). */
  batchMs?: number;
  /** An open connection that carries no frame for this long is cut and opened again (a silent, half-open socket). */
  silenceMs?: number;
  backoff?: { baseMs: number; maxMs: number };
  random?: () => number;
  timers?: FeedTimers;
  onError?: (err: unknown) => void;
  onGap?: (gap: FeedGap) => void;
  onConnection?: (event: ConnectionEvent) => void;
};

/** Follows a Binance-format stream: batches ticks, detects gaps and repeats, reconnects with backoff and jitter. */
export class BinanceFeed implements PriceFeed {
  readonly source = 'binance';
  private readonly symbols: Set<string>;
  private readonly sequence = new TradeSequence();
  private readonly timers: FeedTimers;
  private socket: WebSocket | null = null;
  private buffer: Tick[] = [];
  private emit: (ticks: Tick[]) => void = () => undefined;
  private cancelFlush: (() => void) | null = null;
  private cancelRetry: (() => void) | null = null;
  private cancelSilence: (() => void) | null = null;
  private attempt = 0;
  private stopped = true;
  /** Counters an operator reads in the feed status. */
  readonly stats = { connected: false, reconnects: 0, gaps: 0, missedTrades: 0, repeats: 0 };

  constructor(private readonly url: string, private readonly markets: readonly Market[], private readonly options: BinanceFeedOptions = {}) {
    this.symbols = new Set(markets.filter((m) => m.kind === 'crypto').map((m) => m.symbol));
    this.timers = options.timers ?? realTimers;
  }

  covers(symbol: string): boolean {
    return this.symbols.has(symbol);
  }

  start(emit: (ticks: Tick[]) => void): void {
    this.emit = emit;
    this.stopped = false;
    this.connect();
  }

  private connect(): void {
    this.cancelRetry = null;
    if (this.stopped) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.on('open', () => {
      this.attempt = 0;
      this.stats.connected = true;
      this.watch(socket);
      this.options.onConnection?.({ state: 'open' });
    });
    socket.on('message', (raw) => {
      this.watch(socket);
      this.receive(String(raw));
    });
    socket.on('error', (err) => this.options.onError?.(err));
    socket.on('close', () => this.closed(socket));
  }

  private receive(raw: string): void {
    const trade = parseBinanceTrade(raw, this.markets);
    if (!trade) return;
    const { fresh, gap } = this.sequence.accept(trade);
    if (gap) {
      this.stats.gaps += 1;
      this.stats.missedTrades += gap.missed;
      this.options.onGap?.(gap);
    }
    if (!fresh) {
      this.stats.repeats += 1;
      return;
    }
    this.buffer.push(trade.tick);
    const batchMs = this.options.batchMs ?? 100;
    if (batchMs <= 0) this.flush();
    else this.cancelFlush ??= this.timers.after(batchMs, () => this.flush());
  }

  private flush(): void {
    this.cancelFlush?.();
    this.cancelFlush = null;
    if (this.buffer.length === 0) return;
    const ticks = this.buffer;
    this.buffer = [];
    this.emit(ticks);
  }

  /** (Re)arms the silence watchdog of the open socket. */
  private watch(socket: WebSocket): void {
    this.cancelSilence?.();
    this.cancelSilence = this.timers.after(this.options.silenceMs ?? 30_000, () => {
      if (this.socket === socket) socket.terminate();
    });
  }

  private closed(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.stats.connected = false;
    this.cancelSilence?.();
    this.cancelSilence = null;
    this.flush();
    if (this.stopped) return;
    const { baseMs, maxMs } = this.options.backoff ?? { baseMs: 1000, maxMs: 60_000 };
    const retryInMs = backoffDelay(this.attempt, baseMs, maxMs, this.options.random ?? Math.random);
    this.attempt += 1;
    this.stats.reconnects += 1;
    this.cancelRetry = this.timers.after(retryInMs, () => this.connect());
    this.options.onConnection?.({ state: 'closed', retryInMs, attempt: this.attempt });
  }

  stop(): void {
    this.stopped = true;
    this.flush();
    for (const cancel of [this.cancelFlush, this.cancelRetry, this.cancelSilence]) cancel?.();
    this.cancelFlush = this.cancelRetry = this.cancelSilence = null;
    const socket = this.socket;
    this.socket = null;
    this.stats.connected = false;
    socket?.terminate();
  }
}
