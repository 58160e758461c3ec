import { SPOT_MARKETS, bSymbol } from './format.js';
import type { ListenKey } from './listen-keys.js';

/** One socket: its streams (`btcusdt@depth`, or a listenKey), and whether it answers combined `{stream, data}` frames. */
export type StreamClient = { send(text: string): void; streams: Set<string>; combined: boolean; listens: Map<string, ListenKey>; venue: 'spot' | 'futures' };

/** The market streams a name may be: `<symbol>@trade`, `@aggTrade`, `@kline_<i>`, `@depth[@100ms]`, `@bookTicker`. */
export function parseStream(name: string): { symbol: string; kind: string; name: string } | null {
  const [sym, kind, ...rest] = name.split('@');
  if (!sym || !kind || rest.length > 1) return null;
  const m = SPOT_MARKETS.find((x) => bSymbol(x).toLowerCase() === sym.toLowerCase());
  if (!m) return null;
  if (['trade', 'aggTrade', 'bookTicker', 'depth'].includes(kind) || /^kline_(1m|5m|15m|30m|1h|4h|1d|1w|1M)$/.test(kind)) {
    return { symbol: m.symbol, kind, name: `${bSymbol(m).toLowerCase()}@${kind}` };
  }
  return null;
}

/** Every stream client of this node; the module's bus subscriptions hand them events (binance/stream-feeds.ts). */
export class StreamHub {
  readonly clients = new Set<StreamClient>();

  /** Sends an event to every client subscribed to the stream (futures streams are named `f:<stream>` here). */
  emit(stream: string, data: unknown): void {
    let raw: string | null = null;
    let wrapped: string | null = null;
    for (const c of this.clients) {
      if (!c.streams.has(stream)) continue;
      if (c.combined) c.send((wrapped ??= JSON.stringify({ stream: stream.replace(/^f:/, ''), data })));
      else c.send((raw ??= JSON.stringify(data)));
    }
  }

  /** Sends a user data event to every client listening with a listenKey of that user, mode and venue. */
  emitUser(userId: number, mode: 'real' | 'demo', data: unknown, venue: 'spot' | 'futures' = 'spot'): void {
    for (const c of this.clients) {
      for (const [k, l] of c.listens) {
        if (l.userId !== userId || l.mode !== mode || l.venue !== venue) continue;
        c.send(JSON.stringify(c.combined ? { stream: k, data } : data));
      }
    }
  }

  /** Whether a client listens to a user's data stream of a venue. */
  listening(userId: number, mode: 'real' | 'demo', venue: 'spot' | 'futures'): boolean {
    for (const c of this.clients) for (const l of c.listens.values()) if (l.userId === userId && l.mode === mode && l.venue === venue) return true;
    return false;
  }

  /** Whether any client follows a stream (depth tracking starts only for books someone watches). */
  watched(stream: string): boolean {
    for (const c of this.clients) if (c.streams.has(stream)) return true;
    return false;
  }
}
