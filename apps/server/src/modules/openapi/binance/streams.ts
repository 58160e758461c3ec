import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { OpenApiService } from '../openapi.service.js';
import { SPOT_MARKETS, bSymbol } from './format.js';
import type { ListenKey } from './listen-keys.js';

const MAX_STREAMS = 200;
const HEARTBEAT_MS = 30_000;

/** One socket: its streams (`btcusdt@depth`, or a listenKey), and whether it answers combined `{stream, data}` frames. */
export type StreamClient = { send(text: string): void; streams: Set<string>; combined: boolean; listens: Map<string, ListenKey> };

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

  /** Sends an event to every client subscribed to the stream. */
  emit(stream: string, data: unknown): void {
    let raw: string | null = null;
    let wrapped: string | null = null;
    for (const c of this.clients) {
      if (!c.streams.has(stream)) continue;
      if (c.combined) c.send((wrapped ??= JSON.stringify({ stream, data })));
      else c.send((raw ??= JSON.stringify(data)));
    }
  }

  /** Sends a user data event to every client listening with a listenKey of that user and mode. */
  emitUser(userId: number, mode: 'real' | 'demo', data: unknown): void {
    for (const c of this.clients) {
      for (const [k, l] of c.listens) {
        if (l.userId !== userId || l.mode !== mode) continue;
        c.send(JSON.stringify(c.combined ? { stream: k, data } : data));
      }
    }
  }

  /** Whether any client follows a stream (depth tracking starts only for books someone watches). */
  watched(stream: string): boolean {
    for (const c of this.clients) if (c.streams.has(stream)) return true;
    return false;
  }
}

function names(req: FastifyRequest): string[] {
  const path = req.url.split('?')[0] ?? '';
  const q = (req.query ?? {}) as Record<string, unknown>;
  const fromPath = path.replace(/^.*\/(ws|stream)\/?/, '').split('/').filter((x) => x.length > 0);
  const fromQuery = typeof q.streams === 'string' ? q.streams.split('/') : [];
  return [...fromPath, ...fromQuery].slice(0, MAX_STREAMS);
}

/**
 * Binance's websocket streams: /binance/ws/<stream>[/<stream>...] sends raw events, /binance/stream?streams=a/b sends
 * `{stream, data}`; both take {"method":"SUBSCRIBE"|"UNSUBSCRIBE"|"LIST_SUBSCRIPTIONS","params":[...],"id":n}. A
 * listenKey as a stream name opens the user data stream (executionReport, outboundAccountPosition).
 */
export async function registerStreams(b: FastifyInstance, s: OpenApiService): Promise<void> {
  const hub = s.streams;
  const handler = (socket: WebSocket, req: FastifyRequest): void => {
    const client: StreamClient = {
      send: (text) => { if (socket.readyState === socket.OPEN) socket.send(text); },
      streams: new Set(), combined: req.url.startsWith('/binance/stream'), listens: new Map(),
    };
    const add = (list: string[]): void => {
      for (const n of list) {
        if (client.streams.size + client.listens.size >= MAX_STREAMS) break;
        const listen = s.listenKeys.get(n);
        if (listen) {
          client.listens.set(n, listen);
          continue;
        }
        const parsed = parseStream(n);
        if (!parsed) continue;
        client.streams.add(parsed.name);
        if (parsed.kind === 'depth' || parsed.kind === 'bookTicker') s.watchDepth(parsed.symbol);
      }
    };
    add(names(req));
    hub.clients.add(client);
    let alive = true;
    const beat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    beat.unref();
    socket.on('pong', () => { alive = true; });
    socket.on('message', (raw) => {
      let msg: { method?: unknown; params?: unknown; id?: unknown };
      try {
        msg = JSON.parse(String(raw)) as typeof msg;
      } catch {
        return client.send(JSON.stringify({ error: { code: 2, msg: 'Invalid JSON' }, id: null }));
      }
      const id = typeof msg.id === 'number' || typeof msg.id === 'string' ? msg.id : null;
      const params = Array.isArray(msg.params) ? msg.params.filter((p): p is string => typeof p === 'string').map((p) => p.replace(/@\d+ms$/, '')) : [];
      if (msg.method === 'SUBSCRIBE') add(params);
      else if (msg.method === 'UNSUBSCRIBE') {
        for (const p of params) {
          client.streams.delete(parseStream(p)?.name ?? p);
          client.listens.delete(p);
        }
      }
      else if (msg.method === 'LIST_SUBSCRIPTIONS') return client.send(JSON.stringify({ result: [...client.streams, ...client.listens.keys()], id }));
      else return client.send(JSON.stringify({ error: { code: 2, msg: `Invalid request: unknown method` }, id }));
      client.send(JSON.stringify({ result: null, id }));
    });
    socket.on('close', () => {
      clearInterval(beat);
      hub.clients.delete(client);
    });
  };
  b.get('/ws', { websocket: true, schema: { hide: true } }, handler);
  b.get('/ws/*', { websocket: true, schema: { hide: true } }, handler);
  b.get('/stream', { websocket: true, schema: { hide: true } }, handler);
}
